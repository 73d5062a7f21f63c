//! A teacher corrects a broken text file while the app is open (the lesson screen reads the texts
//! again when a file is saved): its notice goes, and a new mistake brings one back. The notice of a
//! broken English text shows in French too, as `lesson check` says it.
//!
//! One test in its own process, because it sets `LUDOCLASSE_DATA` (the teacher's folder).

use ludoclasse::app::Ctx;
use ludoclasse::app::store::Store;
use ludoclasse::data;

#[test]
fn a_corrected_text_file_takes_its_notice_away() {
    let dir = std::env::temp_dir().join(format!("ludoclasse-text-reload-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let folder = dir.join("lessons/espion");
    std::fs::create_dir_all(&folder).unwrap();
    let shipped = data::shipped("lessons/espion/fr.ftl").unwrap();
    let broken = shipped.replacen("espion-l01-title = ", "espion-l01-title = { ", 1);
    assert_ne!(broken, shipped);
    let file = folder.join("fr.ftl");
    std::fs::write(&file, &broken).unwrap();
    // SAFETY: the only test of this process, set before anything reads the environment.
    unsafe { std::env::set_var("LUDOCLASSE_DATA", &dir) };
    let mut ctx = Ctx::new(Store::none(), false);
    let said = |ctx: &Ctx| ctx.notices.iter().filter(|n| n.contains("fr.ftl")).count();
    assert_eq!(said(&ctx), 1, "{:?}", ctx.notices);
    // The teacher corrects the file; the lesson screen reads the texts again.
    std::fs::write(&file, shipped).unwrap();
    ctx.set_lang(ctx.settings.lang);
    assert_eq!(
        said(&ctx),
        0,
        "the notice of the corrected file stays: {:?}",
        ctx.notices
    );
    // A mistake in the English texts, while the app speaks French: said all the same.
    std::fs::write(folder.join("en.ftl"), "espion-l01-title = { \n").unwrap();
    ctx.set_lang(Some(ludoclasse::i18n::Lang::Fr));
    assert!(
        ctx.notices.iter().any(|n| n.contains("en.ftl")),
        "{:?}",
        ctx.notices
    );
    let _ = std::fs::remove_dir_all(&dir);
}
