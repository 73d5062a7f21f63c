//! The home screen: the five games, each with a small picture and what can be done with it, and the
//! settings. Every button is reachable with the mouse, a finger, or Tab and Enter.

use macroquad::prelude::*;

use crate::app::gfx::draw_rectangle;
use crate::app::picture::PictureCache;

use super::bataille::{self, BatailleScreen};
use super::board_view::{self, BoardGeom, Marks};
use super::cards;
use super::chars::RaceScreen;
use super::game_menu::GameMenu;
use super::games::AppGame;
use super::layout;
use super::lessons::list::LessonList;
use super::notice;
use super::play::{PlayScreen, broken_save_message};
use super::settings_screen::SettingsScreen;
use super::setup::ComputerSetup;
use super::ui::{self, Align, Ui, Widget, size};
use super::{Command, Ctx, Screen};
use crate::boards::Registered;
use crate::core::GameId;
use crate::core::bataille::Card;
use crate::core::chars::Chars;
use crate::core::espion::Espion;
use crate::core::game::Side;
use crate::core::schada::Schada;
use crate::core::tank_battle::TankBattle;

const W_SETTINGS: u32 = 1;
const W_QUIT: u32 = 2;
const W_NOTICES: u32 = 3;
const W_NOTICES_DISMISS: u32 = 4;
const W_QUIT_YES: u32 = 5;
const W_QUIT_NO: u32 = 6;
/// Game buttons: `W_GAME + 10 * game index + action`.
const W_GAME: u32 = 100;
const ACT_PLAY: u32 = 0;
const ACT_TWO: u32 = 1;
const ACT_COMPUTER: u32 = 2;
const ACT_PRINT: u32 = 3;
const ACT_LESSONS: u32 = 4;
/// The one button of a crowded tile ([`tile_actions`]): opens the game's [`GameMenu`].
const ACT_MENU: u32 = 5;

pub struct Home {
    /// The small pictures of the games, drawn once.
    pictures: PictureCache,
    /// "Quit" was pressed: the app asks before closing.
    asking_quit: bool,
    /// Which games wait to be resumed, read from the saves when the home screen is entered or a save
    /// changed ([`Store::changes`](super::store::Store::changes)), not at every frame.
    saved: SavedGames,
    /// A board or text file is broken, or a file waits to be written: the app wakes once a second to
    /// look at the teacher's copies (a corrected one gives its game or words back without a restart)
    /// and to write what waits.
    watching: bool,
    /// When (the clock, in seconds) the files a full disk kept from being written were last tried
    /// again: the sleeping app wakes once a second, with no time step to count.
    last_retry: f64,
}

impl Home {
    pub fn new() -> Home {
        Home {
            pictures: PictureCache::default(),
            asking_quit: false,
            saved: SavedGames::default(),
            watching: false,
            last_retry: 0.0,
        }
    }

    /// Writes again the files a full disk kept from being written, each failure a notice (once), each
    /// success taking its notice away.
    fn retry_writes(&mut self, ctx: &mut Ctx) {
        for (file, result) in ctx.store.retry_pending() {
            ctx.written(&file, result);
        }
        self.saved.forget();
    }

    /// The home screen asking whether to close the app (screenshots, layout checks).
    pub fn asking_quit() -> Home {
        Home {
            asking_quit: true,
            ..Home::new()
        }
    }
}

/// The games in progress as last read, and the store's change count when they were read (`None`: to
/// read again).
#[derive(Default)]
pub struct SavedGames {
    read: std::cell::Cell<Option<(u64, [bool; 5])>>,
    /// How many times the save files were read (tests).
    reads: std::cell::Cell<u32>,
}

impl SavedGames {
    /// Whether `game` waits to be resumed; the saves are read again only after a change.
    pub fn in_progress(&self, ctx: &Ctx, game: GameId) -> bool {
        let now = ctx.store.changes();
        let flags = match self.read.get() {
            Some((seen, flags)) if seen == now => flags,
            _ => {
                let flags = GameId::ALL.map(|g| in_progress(ctx, g));
                self.reads.set(self.reads.get() + 1);
                self.read.set(Some((now, flags)));
                flags
            }
        };
        GameId::ALL
            .iter()
            .position(|&g| g == game)
            .is_some_and(|i| flags[i])
    }

    /// Forgets what was read (the screen is left: another program may change the files meanwhile).
    pub fn forget(&self) {
        self.read.set(None);
    }

    /// How many times the saves were read.
    pub fn reads(&self) -> u32 {
        self.reads.get()
    }
}

/// Whether a game of `game` waits to be resumed (against the computer or two players).
pub fn in_progress(ctx: &Ctx, game: GameId) -> bool {
    match game {
        GameId::Bataille => ctx
            .store
            .read(bataille::SAVE_FILE)
            .ok()
            .flatten()
            .is_some_and(|text| bataille::readable(&text).is_ok()),
        other => {
            super::play::has_save(ctx, other, true) || super::play::has_save(ctx, other, false)
        }
    }
}

impl Default for Home {
    fn default() -> Home {
        Home::new()
    }
}

/// Where the tiles start: under the title and the subtitle, whatever the text size.
fn tiles_top(ui: &Ui) -> f32 {
    (30.0 + ui.line_height(size::TITLE) + ui.line_height(size::BODY) + 12.0).max(190.0)
}

/// The tiles of the five games, in the order of the home screen.
fn tiles(ui: &Ui) -> Vec<(GameId, Rect)> {
    let top = tiles_top(ui);
    let margin = 40.0;
    let gap = 30.0;
    // Three tiles a row on a wide screen, two on a screen taller than wide.
    let (cols, n_rows) = if layout::portrait(ui) { (2, 3) } else { (3, 2) };
    let rows_area = Rect::new(
        margin,
        top,
        ui.width - 2.0 * margin,
        ui.height - top - margin,
    );
    let rows = ui::column(rows_area, n_rows, gap);
    let mut out = Vec::new();
    for (i, game) in GameId::ALL.iter().enumerate() {
        let r = ui::row(rows[i / cols], cols, gap)[i % cols];
        out.push((*game, r));
    }
    out
}

/// The sixth place of the grid (five games in three columns, or two on a screen taller than wide),
/// where the notices go.
fn free_cell(ui: &Ui) -> Rect {
    let (top, margin, gap) = (tiles_top(ui), 40.0, 30.0);
    let rows_area = Rect::new(
        margin,
        top,
        ui.width - 2.0 * margin,
        ui.height - top - margin,
    );
    // The same grid as the tiles': the place after the fifth game, in two or three columns.
    let (cols, n_rows) = if layout::portrait(ui) { (2, 3) } else { (3, 2) };
    let rows = ui::column(rows_area, n_rows, gap);
    ui::row(rows[5 / cols], cols, gap)[5 % cols]
}

/// The part of a tile where the buttons go.
fn buttons_area(ui: &Ui, tile: Rect, n: usize) -> Rect {
    let rows = if n > 2 { 2.0 } else { 1.0 };
    // At most half the room under the game's name (the picture keeps the rest), never under a finger.
    let room = tile.h - 36.0 - ui.line_height(size::BIG);
    let one = (ui.line_height(size::BODY) + 30.0)
        .min((room * 0.5 - 10.0 * (rows - 1.0)) / rows)
        .max(layout::touch(ui));
    let h = rows * one + 10.0 * (rows - 1.0);
    Rect::new(tile.x + 16.0, tile.y + tile.h - h - 16.0, tile.w - 32.0, h)
}

/// The places of a tile's picture and of its `n` buttons. The picture goes above the buttons; when
/// large text would leave it less than half of the room (a sliver of a board), it goes on the left,
/// square, with the other buttons in a column on its right and the main one across the whole tile
/// under both (its words are the longest: a column half the tile wide shrank them to a third of the
/// text size at 1024 × 768). The picture gives up some width (down to two fifths of the tile) for the
/// column's longest words ("Deux joueurs") to keep the text size.
fn tile_parts(ui: &Ui, tile: Rect, labels: &[String]) -> (Rect, Vec<Rect>) {
    let n = labels.len();
    let pic_top = tile.y + 20.0 + ui.line_height(size::BIG);
    let area = buttons_area(ui, tile, n);
    let pic = Rect::new(
        tile.x + 16.0,
        pic_top,
        tile.w - 32.0,
        area.y - 12.0 - pic_top,
    );
    let room = tile.y + tile.h - 16.0 - pic_top;
    let column_h = (room - 10.0 * n.saturating_sub(1) as f32) / n.max(1) as f32;
    let side_by_side = n > 0 && pic.h < room * 0.5 && column_h >= layout::touch(ui);
    if !side_by_side {
        // Three buttons: the main one on a row of its own, the others below.
        let rects = if n > 2 {
            let h = (area.h - 10.0) / 2.0;
            let mut v = vec![Rect::new(area.x, area.y, area.w, h)];
            v.extend(layout::row_by_words(
                ui,
                Rect::new(area.x, area.y + h + 10.0, area.w, h),
                &labels[1..],
            ));
            v
        } else {
            ui::row(area, n, 12.0)
        };
        return (pic, rects);
    }
    if n == 1 {
        let side = room.min((tile.w - 32.0) * 0.5);
        let pic = Rect::new(tile.x + 16.0, pic_top, side, room);
        let x = pic.x + side + 12.0;
        return (
            pic,
            vec![Rect::new(x, pic_top, tile.x + tile.w - 16.0 - x, room)],
        );
    }
    let main = Rect::new(
        tile.x + 16.0,
        pic_top + room - column_h,
        tile.w - 32.0,
        column_h,
    );
    let above = room - column_h - 10.0;
    let inner = tile.w - 32.0;
    let words = labels[1..]
        .iter()
        .map(|l| ui.measure(l, size::BODY, true) + 28.0)
        .fold(0.0, f32::max);
    let side = above
        .min(inner * 0.5)
        .min((inner - 12.0 - words).max(inner * 0.4));
    let pic = Rect::new(tile.x + 16.0, pic_top, side, above);
    let x = pic.x + side + 12.0;
    let column = Rect::new(x, pic_top, tile.x + tile.w - 16.0 - x, above);
    let mut rects = vec![main];
    rects.extend(ui::column(column, n - 1, 10.0));
    (pic, rects)
}

/// The buttons of `game`'s tile: what the game offers ([`actions`]), or, when their words would shrink
/// under the layout's least size in the tile (large text on a small screen), or when a button is less
/// than four fifths of a line of the teacher's text high (enormous text on a large screen squeezed four
/// buttons into a tile), one button that opens the game's own page, where each gets a whole row.
fn tile_actions(ctx: &Ctx, ui: &Ui, game: GameId, tile: Rect) -> Vec<(u32, &'static str)> {
    let acts = actions(ctx, game);
    let words = labels(ctx, &acts);
    let (_, rects) = tile_parts(ui, tile, &words);
    let crowded = words.iter().zip(rects).any(|(w, r)| {
        layout::words_shrunk(ui, w, r).is_some() || r.h < 0.8 * ui.line_height(size::BODY)
    });
    if crowded {
        vec![(ACT_MENU, "app-home-open")]
    } else {
        acts
    }
}

/// The words of a tile's buttons.
fn labels(ctx: &Ctx, acts: &[(u32, &'static str)]) -> Vec<String> {
    acts.iter().map(|a| ctx.t(a.1)).collect()
}

/// What each game offers today (buttons appear as the parts of the kit land).
pub(super) fn actions(ctx: &Ctx, game: GameId) -> Vec<(u32, &'static str)> {
    let b = &ctx.boards;
    let available = match game {
        GameId::Bataille => true,
        GameId::Espion => b.espion.is_some(),
        GameId::Schada => b.schada.is_some(),
        GameId::TankBattle => b.tank_battle.is_some(),
        GameId::Chars => b.chars.is_some(),
    };
    let mut acts = match game {
        GameId::Bataille => vec![(ACT_PLAY, "app-home-play-emma")],
        _ if available => vec![
            (ACT_COMPUTER, "app-home-computer"),
            (ACT_TWO, "app-home-two-players"),
        ],
        _ => Vec::new(),
    };
    acts.extend(lessons_action(game));
    // The web build has no printing (and no file to save a kit in).
    if available && !cfg!(target_arch = "wasm32") {
        acts.push((ACT_PRINT, "app-home-print"));
    }
    acts
}

/// Whether `game` has lessons (the shipped files are in the binary: looked up once, not at every
/// frame of the home screen).
pub fn has_lessons(game: GameId) -> bool {
    static HAS: std::sync::OnceLock<Vec<(GameId, bool)>> = std::sync::OnceLock::new();
    HAS.get_or_init(|| {
        GameId::ALL
            .iter()
            .map(|&g| {
                let files = crate::data::shipped_files(&format!("lessons/{}", g.id()));
                (g, files.iter().any(|(p, _)| p.ends_with(".toml")))
            })
            .collect()
    })
    .iter()
    .any(|&(g, has)| g == game && has)
}

/// The "Lessons" button of a game that has lessons.
fn lessons_action(game: GameId) -> Vec<(u32, &'static str)> {
    if has_lessons(game) {
        vec![(ACT_LESSONS, "player-home-lessons")]
    } else {
        Vec::new()
    }
}

/// The screen that plays `game` (La Bataille resumes its autosave); `None` when its board did not load.
pub fn game_screen(ctx: &mut Ctx, game: GameId) -> Option<Box<dyn Screen>> {
    match game {
        GameId::Bataille => Some(Box::new(BatailleScreen::resume(ctx))),
        other => play_screen(ctx, other),
    }
}

/// The screen that plays `game` for two players: the game left unfinished if there is one, else a new
/// one from the board file's start position.
fn play_screen(ctx: &mut Ctx, game: GameId) -> Option<Box<dyn Screen>> {
    fn two<G: AppGame + crate::ai::hint::Explain>(
        ctx: &mut Ctx,
        board: Option<std::sync::Arc<G::Board>>,
    ) -> Option<Box<dyn Screen>> {
        // A save that cannot be read is set aside and said where the game opens, as before a game
        // against the computer.
        let broken = broken_save_message(ctx, G::GAME);
        let mut screen = match PlayScreen::<G>::resume(ctx, false) {
            Some(s) => s,
            None => PlayScreen::new(G::start(board?)).saved(),
        };
        if let Some(m) = broken {
            screen = screen.telling(m);
        }
        Some(Box::new(screen))
    }
    let b = ctx.boards.clone();
    match game {
        GameId::Espion => two::<Espion>(ctx, b.espion),
        GameId::Schada => two::<Schada>(ctx, b.schada),
        GameId::TankBattle => two::<TankBattle>(ctx, b.tank_battle),
        GameId::Chars => {
            let broken = broken_save_message(ctx, GameId::Chars);
            match PlayScreen::<Chars>::resume(ctx, false) {
                Some(s) => Some(Box::new(s)),
                None => {
                    let race = RaceScreen::new(b.chars?);
                    Some(Box::new(match broken {
                        Some(m) => race.telling(m),
                        None => race,
                    }))
                }
            }
        }
        _ => None,
    }
}

impl Screen for Home {
    fn animating(&self) -> bool {
        false
    }

    fn update(&mut self, ctx: &mut Ctx, dt: f32) -> Command {
        if ctx.reload_boards(dt) {
            // The games' pictures are drawn from their boards.
            self.pictures = PictureCache::default();
        }
        if ctx.texts_broken() {
            ctx.reload_texts(dt);
        }
        // Files a full disk kept from being written (a game left, the settings): named among the
        // notices, and written again once a second, so that a notice goes once room is made.
        let now = get_time();
        if !ctx.still && now - self.last_retry >= 1.0 && !ctx.store.pending().is_empty() {
            self.last_retry = now;
            self.retry_writes(ctx);
        }
        self.watching =
            ctx.boards_broken() || ctx.texts_broken() || !ctx.store.pending().is_empty();
        Command::None
    }

    fn watches_files(&self) -> bool {
        self.watching
    }

    fn widgets(&self, ctx: &Ctx, ui: &Ui) -> Vec<Widget> {
        let mut out = Vec::new();
        for (i, (game, tile)) in tiles(ui).into_iter().enumerate() {
            let acts = tile_actions(ctx, ui, game, tile);
            let (_, rects) = tile_parts(ui, tile, &labels(ctx, &acts));
            for (act, r) in acts.iter().zip(rects) {
                let w = Widget::new(W_GAME + 10 * i as u32 + act.0, r, ctx.t(act.1));
                out.push(if matches!(act.0, ACT_PLAY | ACT_COMPUTER | ACT_MENU) {
                    w.primary()
                } else {
                    w
                });
            }
        }
        let top = ui::row(Rect::new(ui.width - 600.0, 40.0, 560.0, 90.0), 2, 16.0);
        out.push(Widget::new(W_SETTINGS, top[0], ctx.t("app-home-settings")));
        if !ctx.notices.is_empty() || ctx.info.is_some() {
            let (_, [read, dismiss]) = notice::summary_area(ctx, ui, free_cell(ui));
            out.push(Widget::new(W_NOTICES, read, ctx.t("notice-read")));
            out.push(Widget::new(
                W_NOTICES_DISMISS,
                dismiss,
                ctx.t("notice-dismiss-all"),
            ));
        }
        // A web page is closed by its tab, not by the app.
        if self.asking_quit {
            // The question is drawn above: "close?" with yes and no in place of the two buttons.
            // (By its id: the notices' buttons may come after it.)
            out.retain(|w| w.id != W_SETTINGS);
            out.push(Widget::new(W_QUIT_NO, top[0], ctx.t("app-home-quit-no")));
            out.push(Widget::new(W_QUIT_YES, top[1], ctx.t("app-home-quit-yes")).primary());
        } else if !cfg!(target_arch = "wasm32") {
            out.push(Widget::new(W_QUIT, top[1], ctx.t("app-home-quit")));
        }
        out
    }

    fn activate(&mut self, ctx: &mut Ctx, id: u32) -> Command {
        // Another screen may come on top: the saves are read again when the home screen is back.
        self.saved.forget();
        match id {
            W_SETTINGS => Command::Push(Box::new(SettingsScreen)),
            W_QUIT => {
                self.retry_writes(ctx);
                self.asking_quit = true;
                Command::None
            }
            W_QUIT_YES => Command::Quit,
            W_QUIT_NO => {
                self.asking_quit = false;
                Command::None
            }
            W_NOTICES => Command::Push(Box::new(notice::NoticeScreen::default())),
            W_NOTICES_DISMISS => {
                ctx.notices.clear();
                ctx.info = None;
                Command::None
            }
            id if id >= W_GAME => {
                let game = GameId::ALL[((id - W_GAME) / 10) as usize];
                act(ctx, game, (id - W_GAME) % 10)
            }
            _ => Command::None,
        }
    }

    fn back(&mut self, _ctx: &mut Ctx) -> Command {
        self.asking_quit = false;
        Command::None
    }

    fn draw(&self, ctx: &Ctx, ui: &Ui) {
        let p = &ui.palette;
        ui.text(
            &ctx.t("app-title"),
            40.0,
            30.0,
            size::TITLE,
            true,
            Align::Left,
            p.text,
        );
        // (The question about files not written yet takes the subtitle's width.)
        let unsaved_question = self.asking_quit && !ctx.store.pending().is_empty();
        let sub = ctx.t("app-home-subtitle");
        let s = ui.fit_size(&sub, size::BODY, false, ui.width - 700.0);
        if !unsaved_question {
            ui.text(
                &sub,
                40.0,
                30.0 + ui.line_height(size::TITLE),
                s,
                false,
                Align::Left,
                p.text_dim,
            );
        }
        if self.asking_quit {
            // With files not written yet (a full disk), the question says which, on the whole width.
            let unsaved = ctx.store.pending();
            let (q, w) = if unsaved.is_empty() {
                (ctx.t("app-home-quit-ask"), 560.0)
            } else {
                let files = unsaved
                    .iter()
                    .map(|f| f.rsplit('/').next().unwrap_or(f))
                    .collect::<Vec<_>>()
                    .join(", ");
                let q = ctx.tr("app-home-quit-ask-unsaved", &[("files", files.into())]);
                (q, ui.width - 80.0)
            };
            let s = ui.fit_size(&q, size::BODY, true, w);
            ui.text(&q, ui.width - 40.0, 140.0, s, true, Align::Right, p.text);
        }
        for (i, (game, tile)) in tiles(ui).into_iter().enumerate() {
            ui.panel(tile, p.panel, p.edge, 3.0);
            let mut name = ctx.game_name(game);
            if self.saved.in_progress(ctx, game) {
                // A game left unfinished shows on its tile.
                name = ctx.tr("app-home-in-progress", &[("game", name.into())]);
            }
            let s = ui.fit_size(&name, size::BIG, true, tile.w - 32.0);
            ui.text(
                &name,
                tile.x + 16.0,
                tile.y + 10.0,
                s,
                true,
                Align::Left,
                p.text,
            );
            let acts = tile_actions(ctx, ui, game, tile);
            let (pic, _) = tile_parts(ui, tile, &labels(ctx, &acts));
            // (A broken board's tile says it in words, which follow the notices.)
            let key = format!(
                "{:?} {:?} {} {} {:?}",
                game,
                ctx.settings.palette,
                ctx.texts.lang().code(),
                ui.text_factor,
                board_tile_text(ctx, game)
            );
            self.pictures.draw(i, &key, ui, pic, p.panel, || {
                ui.batch_text(|| thumbnail(ctx, ui, game, pic));
            });
        }
        // Notices about files (a text file with mistakes, a save put back…) and news (a kit printed), in
        // the free place of the grid: they cover no button.
        if !ctx.notices.is_empty() || ctx.info.is_some() {
            notice::draw_summary(ctx, ui, free_cell(ui));
        }
    }
}

/// Does what button `act` of `game`'s tile (or of its [`GameMenu`]) says.
pub(super) fn act(ctx: &mut Ctx, game: GameId, act: u32) -> Command {
    match act {
        ACT_MENU => Command::Push(Box::new(GameMenu::new(game))),
        ACT_LESSONS => Command::Push(Box::new(LessonList::new(ctx, game))),
        #[cfg(not(target_arch = "wasm32"))]
        ACT_PRINT => {
            print_kit(ctx, game);
            Command::None
        }
        ACT_COMPUTER if game != GameId::Bataille => {
            Command::Push(Box::new(ComputerSetup::new(ctx, game)))
        }
        _ => game_screen(ctx, game).map_or(Command::None, Command::Push),
    }
}

/// A small picture of a game, fitted into `r`.
pub(super) fn thumbnail(ctx: &Ctx, ui: &Ui, game: GameId, r: Rect) {
    let p = &ui.palette;
    let drawn = match game {
        GameId::Bataille => {
            draw_rectangle(r.x, r.y, r.w, r.h, p.table);
            let k = (r.h * 0.8 / 196.0).min(r.w * 0.22 / 140.0);
            let (cw, ch) = (140.0 * k, 196.0 * k);
            let cy = r.y + (r.h - ch) / 2.0;
            let cx = r.x + r.w / 2.0;
            cards::draw_card_back(ui, Rect::new(cx - 2.2 * cw, cy, cw, ch), Side::White);
            cards::draw_card_face(ui, Rect::new(cx - 1.05 * cw, cy, cw, ch), Card::new(12, 3));
            cards::draw_card_face(ui, Rect::new(cx + 0.05 * cw, cy, cw, ch), Card::new(10, 2));
            cards::draw_card_back(ui, Rect::new(cx + 1.2 * cw, cy, cw, ch), Side::Black);
            true
        }
        GameId::Espion => board_thumb::<Espion>(ctx, ui, r),
        GameId::Schada => board_thumb::<Schada>(ctx, ui, r),
        GameId::TankBattle => board_thumb::<TankBattle>(ctx, ui, r),
        GameId::Chars => board_thumb::<Chars>(ctx, ui, r),
    };
    if !drawn {
        // Smaller letters when the words do not fit in the picture's place (large text, narrow tile).
        let text = board_tile_text(ctx, game).unwrap_or_else(|| ctx.t("app-home-coming"));
        let mut s = size::SMALL;
        while s > size::SMALL * 0.4 && ui.paragraph_height(&text, r.w, s, false) > r.h {
            s *= 0.9;
        }
        let h = ui.paragraph_height(&text, r.w, s, false);
        ui.paragraph(
            &text,
            r.x,
            r.y + ((r.h - h) / 2.0).max(0.0),
            r.w,
            s,
            false,
            Align::Center,
            p.text_dim,
        );
    }
}

/// A small picture of a board game: its board file drawn with the start position. False, with nothing
/// drawn, when the board file is broken.
/// In place of the picture of a game whose board file does not read: which file to correct (the
/// notice says the mistake). `None` when the board is not the reason.
pub(crate) fn board_tile_text(ctx: &Ctx, game: GameId) -> Option<String> {
    let (_, short, file) = notice::broken_board(ctx, game)?;
    // Sent to the message while it is on the home screen (not once the teacher closed it).
    let listed = ctx
        .notices
        .iter()
        .any(|n| notice::plain(n).contains(&short));
    Some(ctx.tr(
        "notice-board-tile",
        &[
            ("file", file.into()),
            ("listed", if listed { "yes" } else { "no" }.into()),
        ],
    ))
}

fn board_thumb<G: AppGame + Registered>(ctx: &Ctx, ui: &Ui, r: Rect) -> bool {
    let Ok(board) = ctx.boards.board::<G>() else {
        return false;
    };
    let game = G::start(board);
    let g = BoardGeom::fit(r, game.dims(), false);
    ui.batch_text(|| board_view::draw_board(ui, ctx, &game, &g, &Marks::default()));
    true
}

/// Where a printed kit goes: the user's documents folder (the home folder when there is none); `None`
/// while rendering a screenshot or a test, which keep no file.
#[cfg(not(target_arch = "wasm32"))]
fn kit_folder(ctx: &Ctx) -> Option<std::path::PathBuf> {
    if ctx.still {
        return None;
    }
    let dirs = directories::UserDirs::new()?;
    Some(
        dirs.document_dir()
            .unwrap_or_else(|| dirs.home_dir())
            .join("Ludoclasse"),
    )
}

/// Opens `path` with the system's viewer, without waiting; a system with none just keeps the file
/// (its full path is on the screen).
#[cfg(not(target_arch = "wasm32"))]
fn open_with_viewer(path: &std::path::Path) {
    let mut command = if cfg!(target_os = "windows") {
        let mut c = std::process::Command::new("cmd");
        c.args(["/C", "start", ""]);
        c
    } else if cfg!(target_os = "macos") {
        std::process::Command::new("open")
    } else {
        std::process::Command::new("xdg-open")
    };
    command
        .arg(path)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null());
    if let Ok(mut child) = command.spawn() {
        // Reaped in the background: the app does not wait for the viewer.
        std::thread::spawn(move || child.wait());
    }
}

/// Makes the game's printable kit (a PDF, in the teacher's language), saves it in the user's documents
/// folder and opens it.
#[cfg(not(target_arch = "wasm32"))]
fn print_kit(ctx: &mut Ctx, game: GameId) {
    let options = crate::print::Options {
        lang: ctx.texts.lang(),
        ..crate::print::Options::default()
    };
    let name = format!("ludoclasse-{}-{}.pdf", game.id(), ctx.texts.lang().code());
    ctx.info = Some(match crate::print::kit(game, &ctx.boards, &options) {
        Ok((pdf, report)) => match kit_folder(ctx) {
            Some(folder) => {
                let path = folder.join(&name);
                let written = std::fs::create_dir_all(&folder)
                    .and_then(|()| crate::app::store::write_whole(&path, &pdf));
                match written {
                    Ok(()) => {
                        open_with_viewer(&path);
                        ctx.tr(
                            "app-home-printed",
                            &[
                                ("path", path.display().to_string().into()),
                                ("pages", report.pages.into()),
                            ],
                        )
                    }
                    Err(e) => {
                        let reason = crate::data::io_words(&e);
                        let reason = ctx.texts.say(&reason).unwrap_or_else(|| e.to_string());
                        let problem = format!("{}: {reason}", path.display());
                        ctx.tr(
                            "app-home-print-failed",
                            &[("problem", problem.into()), ("game", game.id().into())],
                        )
                    }
                }
            }
            None => ctx.t("app-home-print-nowhere"),
        },
        Err(e) => {
            // Said in the teacher's language: a kit's or a board's mistakes at their places.
            let problem = match &e {
                crate::print::PrintError::Data(d) => ctx.texts.describe(d),
                crate::print::PrintError::Files(list) => {
                    let said: Vec<String> = list.iter().map(|d| ctx.texts.describe(d)).collect();
                    said.join("\n")
                }
                _ => e
                    .words()
                    .and_then(|w| ctx.texts.say(&w))
                    .unwrap_or_else(|| e.to_string()),
            };
            ctx.tr(
                "app-home-print-failed",
                &[("problem", problem.into()), ("game", game.id().into())],
            )
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::store::Store;

    /// The home screen draws its tiles at every frame; the saves are read once, then again only after
    /// a save changed or the screen was left.
    #[test]
    fn the_saves_are_read_again_only_after_a_change() {
        let (store, dir) = Store::temp("home-saved");
        let ctx = Ctx::new(store, false);
        let saved = SavedGames::default();
        for _ in 0..100 {
            for game in GameId::ALL {
                assert!(!saved.in_progress(&ctx, game));
            }
        }
        assert_eq!(saved.reads(), 1);
        // A save that does not read is no game in progress (it is set aside when the game opens).
        ctx.store.write(bataille::SAVE_FILE, "{}").unwrap();
        assert!(!saved.in_progress(&ctx, GameId::Bataille));
        ctx.store.remove(bataille::SAVE_FILE).unwrap();
        let deck = crate::core::bataille::Card::full_deck();
        let game = crate::core::bataille::Bataille::new(&deck);
        let text = serde_json::json!({ "version": 1, "game": game }).to_string();
        ctx.store.write(bataille::SAVE_FILE, &text).unwrap();
        assert!(saved.in_progress(&ctx, GameId::Bataille));
        assert!(saved.in_progress(&ctx, GameId::Bataille));
        assert_eq!(saved.reads(), 3);
        ctx.store.remove(bataille::SAVE_FILE).unwrap();
        assert!(!saved.in_progress(&ctx, GameId::Bataille));
        saved.forget();
        assert!(!saved.in_progress(&ctx, GameId::Bataille));
        assert_eq!(saved.reads(), 5);
        std::fs::remove_dir_all(dir).ok();
    }
}
