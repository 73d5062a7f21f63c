//! Saves cut short by a kill: a writer process saves the children's stars (`profiles.json`, through
//! `Profiles::save`, as the class list and the lessons do) and a game in progress (`saves/espion.json`,
//! through the store, as the game screens do) again and again, and is killed (`SIGKILL`, nothing can
//! tidy up) at a random moment, 150 times. After each kill both files must read back whole, as the copy
//! that was there before the save in flight or the one it was writing, never a mix and never an older
//! one; the next start reads every star back and clears the `<file>.<pid>.tmp` the killed writer left.

use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::time::Duration;

use ludoclasse::app::profiles::Profiles;
use ludoclasse::app::store::{Store, sweep_temporaries};

/// Set (to the data folder) in the writer process only.
const WRITER: &str = "LUDOCLASSE_TEST_KILLED_WRITER";
const CHILDREN: usize = 30;
const LESSON: &str = "espion-l01";

/// The save number `n` of the game file: a number and a long text that must be whole.
fn game_save(n: u64) -> serde_json::Value {
    serde_json::json!({ "version": 1, "n": n, "moves": "C4-C6 ".repeat(20_000), "end": n })
}

/// Runs only in the process started by [`saves_survive_a_kill_at_any_moment`]: saves for ever, and
/// says on its output each save that went through (`saved N`).
#[test]
fn killed_writer() {
    let Some(dir) = std::env::var_os(WRITER) else {
        return;
    };
    let store = Store::at(Some(dir.into()));
    let (mut profiles, problem) = Profiles::load(&store);
    assert!(problem.is_none(), "{problem:?}");
    if profiles.children.is_empty() {
        for k in 0..CHILDREN {
            profiles.add(&format!("Enfant {k:02}")).unwrap();
        }
    }
    let mut n = profiles
        .get("Enfant 00")
        .and_then(|c| c.lessons.get(LESSON))
        .map_or(0, |r| u64::from(r.finished));
    loop {
        n += 1;
        // Every child's record moves on together: a file mixing two saves would show two counts.
        for k in 0..CHILDREN {
            profiles.record(&format!("Enfant {k:02}"), LESSON, (n % 3 + 1) as u8);
        }
        profiles.save(&store).unwrap();
        store.save_json("saves/espion.json", &game_save(n)).unwrap();
        // Straight to the output (not through the test harness's capture), at once.
        let mut out = std::io::stdout().lock();
        writeln!(out, "saved {n}").unwrap();
        out.flush().unwrap();
    }
}

/// What the files hold: the children's count of finished lessons (all equal) and the game's number.
fn read_back(store: &Store) -> (u64, u64) {
    let (profiles, problem) = Profiles::load(store);
    assert!(
        problem.is_none(),
        "profiles.json does not read whole: {problem:?}"
    );
    assert_eq!(profiles.children.len(), CHILDREN, "a child is missing");
    let counts: Vec<u32> = profiles
        .children
        .iter()
        .map(|c| c.lessons.get(LESSON).map_or(0, |r| r.finished))
        .collect();
    assert!(
        counts.iter().all(|&c| c == counts[0]),
        "two saves mixed: {counts:?}"
    );
    let game: serde_json::Value = store
        .load_json("saves/espion.json")
        .expect("the game save reads whole")
        .expect("the game save is there");
    let n = game["n"].as_u64().unwrap();
    assert_eq!(game, game_save(n), "the game save is not whole");
    (u64::from(counts[0]), n)
}

/// A small random number generator (the moments of the kills differ from run to run).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

#[test]
fn saves_survive_a_kill_at_any_moment() {
    let dir = std::env::temp_dir().join(format!("ludoclasse-killed-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let store = Store::at(Some(dir.clone()));
    // The class before the first run: every child, no lesson finished yet, and a game at its start.
    let mut class = Profiles::default();
    for k in 0..CHILDREN {
        class.add(&format!("Enfant {k:02}")).unwrap();
    }
    class.save(&store).unwrap();
    store.save_json("saves/espion.json", &game_save(0)).unwrap();
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(7, |d| d.as_nanos() as u64);
    let mut rng = Lcg(seed);
    let (mut before, mut kills_mid_save, mut leftovers) = ((0, 0), 0, 0);
    let runs = 150;
    for run in 0..runs {
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args([
                "killed_writer",
                "--exact",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(WRITER, &dir)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(20 + rng.below(180)));
        child.kill().unwrap();
        child.wait().unwrap();
        let mut out = String::new();
        child
            .stdout
            .take()
            .unwrap()
            .read_to_string(&mut out)
            .unwrap();
        let said = out
            .lines()
            // The first line follows the harness's "test killed_writer ... ".
            .filter_map(|l| l.split_once("saved ").map(|(_, n)| n))
            .filter_map(|n| n.parse::<u64>().ok())
            .max();
        let names: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .chain(std::fs::read_dir(dir.join("saves")).into_iter().flatten())
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        if names.iter().any(|n| n.ends_with(".tmp")) {
            leftovers += 1;
        }
        let (stars, game) = read_back(&store);
        // The last save it said went through is there, or the one after it (the kill came between the
        // rename and the line on its output); never an older one. The game is saved after the
        // children's file: it holds the same save, or the one before, or (when the writer was killed
        // before its first game save) what it held before.
        let last = said.unwrap_or(before.0);
        assert!(
            (last..=last + 1).contains(&stars),
            "run {run}: the children's file holds save {stars}, the writer had said {said:?}"
        );
        let game_ok = match said {
            Some(k) => (k..=k + 1).contains(&game) && game <= stars,
            None => game == before.1 || game == stars,
        };
        assert!(
            game_ok,
            "run {run}: the game holds save {game} (the children's file {stars}, before {before:?}), the writer had said {said:?}"
        );
        if stars != game {
            kills_mid_save += 1;
        }
        assert!(
            stars >= before.0 && game >= before.1,
            "run {run}: went back"
        );
        before = (stars, game);
        // The next start clears what the killed writer left.
        sweep_temporaries(&dir);
        sweep_temporaries(&dir.join("saves"));
        let tmp: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .chain(std::fs::read_dir(dir.join("saves")).unwrap())
            .map(|e| e.unwrap().file_name())
            .filter(|n| n.to_string_lossy().ends_with(".tmp"))
            .collect();
        assert!(tmp.is_empty(), "run {run}: left after a start: {tmp:?}");
    }
    eprintln!(
        "{runs} kills: last save {before:?}, {kills_mid_save} between the two files, {leftovers} left a temporary file"
    );
    assert!(before.0 > 0, "the writer never saved");
    std::fs::remove_dir_all(dir).ok();
}

/// `ludoclasse print` killed at a random moment, 60 times, over a folder that holds the good kit: the kit
/// is always the whole previous one (byte for byte), never a truncated PDF; the only trace a kill may
/// leave is a hidden `.<name>.<pid>.part` of a dead process, and the next print removes it. Killed over an
/// empty folder, it leaves no kit or a whole one.
#[test]
fn a_killed_print_keeps_the_previous_kit_whole() {
    let dir = std::env::temp_dir().join(format!("ludoclasse-killed-print-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let kit = dir.join("kit.pdf");
    let print = || {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_ludoclasse"));
        cmd.args(["print", "espion", "--lang", "fr", "--out"])
            .arg(&kit)
            .env("LUDOCLASSE_DATA", dir.join("no-data"))
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        cmd
    };
    let started = std::time::Instant::now();
    assert!(print().status().unwrap().success());
    // The moments of the kills spread over a whole print and a little more.
    let whole = started.elapsed().as_millis() as u64 + 50;
    let good = std::fs::read(&kit).unwrap();
    assert!(good.starts_with(b"%PDF") && good.trim_ascii_end().ends_with(b"%%EOF"));
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(11, |d| d.as_nanos() as u64);
    let mut rng = Lcg(seed);
    let others = |dir: &std::path::Path| -> Vec<String> {
        std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n != "kit.pdf" && n != "no-data")
            .collect()
    };
    for run in 0..60 {
        let mut child = print().spawn().unwrap();
        std::thread::sleep(Duration::from_millis(rng.below(whole)));
        let _ = child.kill();
        let _ = child.wait();
        assert_eq!(
            std::fs::read(&kit).unwrap(),
            good,
            "run {run}: the kit is not the whole previous one"
        );
        for name in others(&dir) {
            assert!(
                name.starts_with(".kit.pdf.") && name.ends_with(".part"),
                "run {run}: {name} left beside the kit"
            );
        }
    }
    assert!(print().status().unwrap().success());
    assert_eq!(
        others(&dir),
        Vec::<String>::new(),
        "the next print cleans up"
    );
    assert_eq!(std::fs::read(&kit).unwrap(), good);
    // Over an empty folder: no kit at all, or a whole one.
    std::fs::remove_file(&kit).unwrap();
    for run in 0..10 {
        let mut child = print().spawn().unwrap();
        std::thread::sleep(Duration::from_millis(rng.below(whole)));
        let _ = child.kill();
        let _ = child.wait();
        if let Ok(bytes) = std::fs::read(&kit) {
            assert_eq!(bytes, good, "run {run}: a partial kit");
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// A limit on the size of the files the program may write (`ulimit -f`, a school account's quota) makes
/// the kit's write fail: said with its path, no temporary file left, the previous kit kept whole (the
/// signal that would kill the program is ignored).
#[cfg(unix)]
#[test]
fn a_file_size_limit_keeps_the_previous_kit_and_is_said() {
    let dir = std::env::temp_dir().join(format!("ludoclasse-size-limit-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let kit = dir.join("kit.pdf");
    let bin = env!("CARGO_BIN_EXE_ludoclasse");
    let print = |limit: &str| {
        Command::new("sh")
            .arg("-c")
            .arg(format!(
                "{limit} exec \"$0\" print schada --lang en --out \"$1\"",
            ))
            .arg(bin)
            .arg(&kit)
            .env("LUDOCLASSE_DATA", dir.join("no-data"))
            .output()
            .unwrap()
    };
    assert!(print("").status.success());
    let good = std::fs::read(&kit).unwrap();
    // 100 blocks of 512 bytes: less than the kit.
    assert!(good.len() > 100 * 512);
    let out = print("ulimit -f 100;");
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(
        said.contains(&format!("cannot write {}", kit.display()))
            && said.contains("larger than this disk or this account allows"),
        "{said}"
    );
    assert_eq!(
        std::fs::read(&kit).unwrap(),
        good,
        "the previous kit is kept"
    );
    let left: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n != "kit.pdf" && n != "no-data")
        .collect();
    assert!(left.is_empty(), "{left:?}");
    std::fs::remove_dir_all(dir).ok();
}
