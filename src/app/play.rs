//! Playing a board game, for any game of [`AppGame`]: tap or click a piece to see its legal targets, tap a
//! target (or drag the piece there) to move; arrows and Enter do the same from the keyboard. The core says
//! which moves are legal and plays them at once; the screen then slides the piece (about 200 ms), marks
//! the last move, shows captures as an event, and at the end shows the score square by square.

use macroquad::prelude::*;
use serde::{Deserialize, Serialize};

use crate::app::gfx::{draw_circle_lines, draw_line, draw_rectangle};

use super::board_view::{self, BoardGeom, Marks, TargetMark};
use super::games::{AppGame, MoveEvent, PieceView};
use super::ui::{self, Align, Ui, Widget, size};
use super::{Command, Ctx, Pointer, Screen};
use crate::ai::annotate::{Mark, annotate};
use crate::ai::hint::{Explain, hint};
use crate::ai::{Level, choose_move};
use crate::core::GameId;
use crate::core::game::Side;
use crate::core::geometry::Square;
use crate::core::rng::Rng;
use crate::i18n::Message;

const W_UNDO: u32 = 1;
const W_NEW: u32 = 2;
const W_BACK: u32 = 3;
const W_PASS: u32 = 4;
const W_HINT: u32 = 5;

/// Who plays: two children on one screen, or a child against the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Mode {
    #[serde(rename = "two-players")]
    TwoPlayers,
    Computer {
        human: Side,
        level: Level,
    },
}

impl Mode {
    fn is_computer(self) -> bool {
        matches!(self, Mode::Computer { .. })
    }
}

/// A board game in progress, saved after every move in `saves/<game>.json` (in the browser's storage on
/// the web) and offered again when the same kind of game is opened.
#[derive(Serialize, Deserialize)]
struct Save {
    version: u32,
    mode: Mode,
    /// Where "new game" goes back to, and the position now, in the game's notation.
    start: String,
    position: String,
    /// Bataille de chars' memory setting.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    memory: Option<bool>,
    /// The positions "undo" goes back to, oldest first (older saves have none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    history: Vec<String>,
}

fn save_file(game: GameId) -> String {
    format!("saves/{}.json", game.id())
}

/// Whether a game of `game` in `computer` mode (or two players) waits to be resumed, without touching
/// the file (a broken one is reported when it is opened).
pub fn has_save(ctx: &Ctx, game: GameId, computer: bool) -> bool {
    ctx.store
        .read(&save_file(game))
        .ok()
        .flatten()
        .and_then(|text| serde_json::from_str::<Save>(&text).ok())
        .is_some_and(|save| save.mode.is_computer() == computer)
}

/// The computer's level for the teacher's setting 1, 2 or 3.
pub fn level_for(setting: u8) -> Level {
    match setting {
        0 | 1 => Level::Debutant,
        2 => Level::Moyen,
        _ => Level::Fort,
    }
}

/// A hint on screen: its arrow and its reason.
struct ShownHint {
    squares: Option<(Square, Square)>,
    reason: Message,
}

struct Slide {
    from: Square,
    to: Square,
    piece: PieceView,
    t: f32,
    duration: f32,
}

struct Flash {
    square: Square,
    t: f32,
    duration: f32,
    event: MoveEvent,
}

pub struct PlayScreen<G: AppGame + Explain> {
    mode: Mode,
    rng: Rng,
    hint: Option<ShownHint>,
    /// The annotated targets of the selected piece.
    targets: Vec<(Square, TargetMark)>,
    /// The computer waits one frame (so "thinking" is drawn) before it searches.
    thinking: bool,
    game: G,
    start: G,
    history: Vec<(G, Option<(Square, Square)>)>,
    last_move: Option<(Square, Square)>,
    selected: Option<Square>,
    cursor: Option<Square>,
    drag: Option<(Square, Vec2)>,
    slide: Option<Slide>,
    flash: Option<Flash>,
    event: Option<Message>,
    /// Against the computer: the result of the child's last move, kept on screen under the computer's
    /// reply until the child acts again.
    earlier: Option<Message>,
    /// Whether every move is saved (games opened from the home screen; not screenshots).
    autosave: bool,
    /// Two players on one screen: the side holding the device, who sees its own cards. It changes only
    /// behind the hand-over screen.
    looker: Side,
}

impl<G: AppGame + Explain> PlayScreen<G> {
    pub fn new(game: G) -> PlayScreen<G> {
        let looker = game.turn();
        PlayScreen {
            mode: Mode::TwoPlayers,
            rng: Rng::new((miniquad::date::now() * 1000.0) as u64),
            hint: None,
            targets: Vec::new(),
            thinking: false,
            start: game.clone(),
            game,
            history: Vec::new(),
            last_move: None,
            selected: None,
            cursor: None,
            drag: None,
            slide: None,
            flash: None,
            event: None,
            earlier: None,
            autosave: false,
            looker,
        }
    }

    /// Saves the game after every move, so that it survives a restart (see [`has_save`]).
    pub fn saved(mut self) -> PlayScreen<G> {
        self.autosave = true;
        self
    }

    /// The saved game of this kind (`computer` or two players), if there is one. A file that cannot be
    /// read is set aside with a notice on the home screen.
    pub fn resume(ctx: &mut Ctx, computer: bool) -> Option<PlayScreen<G>> {
        let file = save_file(G::ID);
        let save = match ctx.store.load_json::<Save>(&file) {
            Ok(save) => save?,
            Err(e) => {
                let text = ctx.tr("app-notice-file", &[("problem", e.to_string().into())]);
                ctx.notices.push(text);
                return None;
            }
        };
        if save.mode.is_computer() != computer {
            return None;
        }
        let board = match G::load_board() {
            Ok(board) => board,
            Err(_) => return None,
        };
        let read = |text: &str| G::from_notation(board.clone(), text);
        let history: Result<Vec<G>, _> = save.history.iter().map(|t| read(t)).collect();
        match (read(&save.start), read(&save.position), history) {
            (Ok(mut start), Ok(mut game), Ok(mut history)) => {
                if let Some(on) = save.memory {
                    start.set_memory_setting(on);
                    game.set_memory_setting(on);
                    history.iter_mut().for_each(|g| g.set_memory_setting(on));
                }
                let mut s = PlayScreen::new(start);
                s.game = game;
                s.history = history.into_iter().map(|g| (g, None)).collect();
                s.mode = save.mode;
                s.autosave = true;
                // Who holds the device after a restart is not known: with cards one side may see, the
                // hand-over screen comes first.
                s.looker = s.game.turn().other();
                s.event = Some(Message::new("app-play-resumed"));
                Some(s)
            }
            (Err(e), _, _) | (_, Err(e), _) | (_, _, Err(e)) => {
                // The board file changed since the game was saved: the position no longer fits it.
                let problem = ctx.store.set_aside(&file, e.to_string()).to_string();
                let text = ctx.tr("app-notice-file", &[("problem", problem.into())]);
                ctx.notices.push(text);
                None
            }
        }
    }

    /// Writes the game in progress, or forgets it once it is over.
    fn save(&mut self, ctx: &Ctx) {
        if !self.autosave || ctx.still {
            return;
        }
        let file = save_file(G::ID);
        let result = if self.game.is_over() {
            ctx.store.remove(&file)
        } else {
            ctx.store.save_json(
                &file,
                &Save {
                    version: 1,
                    mode: self.mode,
                    start: self.start.to_notation(),
                    position: self.game.to_notation(),
                    memory: self.game.memory_setting(),
                    history: self.history.iter().map(|(g, _)| g.to_notation()).collect(),
                },
            )
        };
        if let Err(e) = result {
            self.event = Some(Message::new("app-notice-file").with("problem", e.to_string()));
        }
    }

    /// The game against the computer, the child playing `human`.
    pub fn with_computer(game: G, human: Side, level: Level) -> PlayScreen<G> {
        let mut s = PlayScreen::new(game);
        s.mode = Mode::Computer { human, level };
        s
    }

    /// Selects the first piece that has a legal move (for screenshots and tests).
    pub fn select_first_movable(&mut self) {
        let from = self
            .moves()
            .into_iter()
            .filter_map(G::squares_of)
            .map(|(from, _)| from)
            .max_by_key(|&from| self.moves_from(from).len());
        if let Some(from) = from {
            self.select(from);
        }
    }

    /// Shows the hint (for screenshots and tests).
    pub fn show_hint(&mut self) {
        if let Some(h) = hint(&self.game, Level::DEFAULT, &mut self.rng) {
            self.hint = Some(ShownHint {
                squares: h.from.zip(h.to),
                reason: h.reason,
            });
        }
    }

    fn select(&mut self, from: Square) {
        self.selected = Some(from);
        self.targets = annotate(&self.game, from)
            .targets
            .iter()
            .map(|t| {
                let mark = match t.mark {
                    Mark::Safe => TargetMark::Safe,
                    Mark::Attacked => TargetMark::Attacked,
                    Mark::Capture => TargetMark::Capture,
                    Mark::Scores => TargetMark::Scores(t.points.unwrap_or(0)),
                    Mark::PossibleMine => t.mine_chance.map_or(TargetMark::Safe, |c| {
                        TargetMark::PossibleMine(c.favourable, c.total)
                    }),
                };
                (t.square, mark)
            })
            .collect();
    }

    /// True when the side to move is the computer's.
    fn computer_to_move(&self) -> bool {
        matches!(self.mode, Mode::Computer { human, .. } if human != self.game.turn())
    }

    /// Who looks at the screen: the child against the computer, else the side holding the device.
    fn viewer(&self) -> Side {
        match self.mode {
            Mode::Computer { human, .. } => human,
            Mode::TwoPlayers => self.looker,
        }
    }

    /// Two players on one screen with cards one of them may see (Bataille de chars, memory off): the
    /// side to move is not the one holding the device, so the hand-over screen must come first.
    fn needs_cover(&self) -> bool {
        self.mode == Mode::TwoPlayers
            && self.game.memory_setting() == Some(false)
            && !self.game.is_over()
            && self.looker != self.game.turn()
    }

    /// The position as the screen shows it now, or `None` while the board is hidden (the device is
    /// about to change hands).
    pub fn visible_position(&self) -> Option<G> {
        let settling = self.slide.is_some() || self.flash.is_some();
        if self.needs_cover() && !settling {
            return None;
        }
        Some(self.game.shown(self.viewer()))
    }

    fn moves(&self) -> Vec<G::Move> {
        let mut v = Vec::new();
        self.game.legal_moves(&mut v);
        v
    }

    /// The legal moves of the piece on `from`, with their target squares.
    fn moves_from(&self, from: Square) -> Vec<(Square, G::Move)> {
        self.moves()
            .into_iter()
            .filter_map(|m| {
                G::squares_of(m)
                    .filter(|(f, _)| *f == from)
                    .map(|(_, t)| (t, m))
            })
            .collect()
    }

    fn pass_move(&self) -> Option<G::Move> {
        let moves = self.moves();
        match moves.as_slice() {
            [only] if G::squares_of(*only).is_none() => Some(*only),
            _ => None,
        }
    }

    fn play(&mut self, ctx: &Ctx, mv: G::Move) {
        let squares = G::squares_of(mv);
        let moved = squares.and_then(|(f, _)| self.game.piece(f));
        let event = self.game.move_event(mv);
        let by_computer = self.computer_to_move();
        self.history.push((self.game.clone(), self.last_move));
        self.game.play_unchecked(mv);
        self.last_move = squares;
        self.selected = None;
        self.hint = None;
        self.drag = None;
        if by_computer {
            // The computer's reply comes under the child's result, not instead of it.
            self.earlier = self.event.take();
        } else {
            self.earlier = None;
            self.event = None;
        }
        if let (Some((from, to)), Some(piece)) = (squares, moved) {
            self.slide = Some(Slide {
                from,
                to,
                piece,
                t: 0.0,
                duration: ctx.anim(0.2),
            });
            let id = match event {
                MoveEvent::Capture => Some("app-play-capture"),
                MoveEvent::Explosion => Some("app-play-explosion"),
                MoveEvent::Blank => Some("app-play-blank"),
                MoveEvent::Arrival => Some("app-play-arrival"),
                MoveEvent::Quiet | MoveEvent::Pass => None,
            };
            if let Some(id) = id {
                self.flash = Some(Flash {
                    square: to,
                    t: 0.0,
                    duration: ctx.anim(0.2) + 0.8,
                    event,
                });
                self.event = Some(Message::new(id).with("square", to.to_string()));
            }
        } else {
            self.event = Some(Message::new("app-play-passed"));
        }
        if let Some(end) = self.game.end_message() {
            self.event = Some(end);
        }
        if matches!(event, MoveEvent::Explosion | MoveEvent::Blank) {
            // A turned card stays turned: undo never goes back before it (no second try on a mine, no
            // card face-down again that a player has seen).
            self.history.clear();
        }
        self.save(ctx);
    }

    /// A tap or a key on `sq`: select one's own piece, or move the selected piece there.
    fn choose(&mut self, ctx: &Ctx, sq: Square) {
        if self.game.is_over() || self.computer_to_move() {
            return;
        }
        // The child acts: the results of the last moves have been read.
        self.earlier = None;
        if let Some(from) = self.selected
            && let Some((_, mv)) = self.moves_from(from).into_iter().find(|(t, _)| *t == sq)
        {
            self.play(ctx, mv);
            return;
        }
        match self.game.piece(sq) {
            Some(p) if p.side == self.game.turn() && self.selected != Some(sq) => {
                self.select(sq);
                if self.moves_from(sq).is_empty() {
                    self.event = Some(Message::new("app-play-no-move"));
                } else {
                    self.event = None;
                }
            }
            _ => self.selected = None,
        }
    }

    fn geom(&self, ui: &Ui) -> BoardGeom {
        let panel_w = panel_width(ui);
        let area = Rect::new(30.0, 30.0, ui.width - panel_w - 60.0, ui.height - 100.0);
        BoardGeom::fit(area, self.game.dims(), true)
    }

    fn marks(&self) -> Marks {
        let mut marks = Marks {
            selected: self.selected,
            last_move: self.last_move,
            cursor: self.cursor,
            ..Marks::default()
        };
        if self.selected.is_some() {
            marks.targets = self.targets.clone();
        }
        marks.hint = self.hint.as_ref().and_then(|h| h.squares);
        if let Some(s) = &self.slide {
            marks.hidden = Some(s.to);
        }
        if let Some((from, _)) = self.drag {
            marks.hidden = Some(from);
        }
        if self.game.is_over()
            && let Some((items, _)) = self.game.scores()
        {
            marks.scores = items.iter().map(|i| (i.square, i.points)).collect();
        }
        marks
    }
}

fn panel_width(ui: &Ui) -> f32 {
    (ui.width * 0.3).clamp(420.0, 560.0)
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

impl<G: AppGame + Explain> Screen for PlayScreen<G> {
    fn animating(&self) -> bool {
        self.slide.is_some()
            || self.flash.is_some()
            || self.needs_cover()
            || (self.computer_to_move() && !self.game.is_over())
    }

    fn widgets(&self, ctx: &Ctx, ui: &Ui) -> Vec<Widget> {
        let pw = panel_width(ui);
        let x = ui.width - pw + 24.0;
        let w = pw - 48.0;
        let bottom = ui.height - 20.0;
        let mut out = Vec::new();
        if let Some(_pass) = self.pass_move() {
            out.push(
                Widget::new(
                    W_PASS,
                    Rect::new(x, bottom - 340.0, w, 80.0),
                    ctx.t("app-play-pass"),
                )
                .primary(),
            );
        }
        // Classroom mode: no hint and no undo (the teacher leads).
        let classroom = ctx.settings.classroom;
        if !classroom {
            out.push(
                Widget::new(
                    W_HINT,
                    Rect::new(x, bottom - 440.0, w, 80.0),
                    ctx.t("app-play-hint"),
                )
                .enabled(!self.game.is_over() && !self.computer_to_move())
                .key("H"),
            );
        }
        let row = ui::row(Rect::new(x, bottom - 250.0, w, 80.0), 2, 12.0);
        if !classroom {
            out.push(
                Widget::new(W_UNDO, row[0], ctx.t("app-play-undo"))
                    .enabled(!self.history.is_empty())
                    .key("U"),
            );
        }
        out.push(Widget::new(W_NEW, row[1], ctx.t("app-play-new")));
        out.push(Widget::new(
            W_BACK,
            Rect::new(x, bottom - 150.0, w, 80.0),
            ctx.t("app-back"),
        ));
        out
    }

    fn activate(&mut self, ctx: &mut Ctx, id: u32) -> Command {
        match id {
            W_UNDO => {
                // Against the computer, back to the child's last turn.
                while let Some((g, last)) = self.history.pop() {
                    self.game = g;
                    self.last_move = last;
                    if !self.computer_to_move() {
                        break;
                    }
                }
                self.selected = None;
                self.slide = None;
                self.flash = None;
                self.hint = None;
                self.thinking = false;
                self.earlier = None;
                self.event = Some(Message::new("app-play-undone"));
                self.save(ctx);
            }
            W_HINT if !self.game.is_over() && !self.computer_to_move() => self.show_hint(),
            W_NEW => {
                self.game = self.start.clone();
                self.history.clear();
                self.last_move = None;
                self.selected = None;
                self.hint = None;
                self.event = None;
                self.earlier = None;
                self.save(ctx);
            }
            W_PASS => {
                if let Some(mv) = self.pass_move() {
                    self.play(ctx, mv);
                }
            }
            W_BACK => return Command::Pop,
            _ => {}
        }
        Command::None
    }

    fn pointer(&mut self, ctx: &mut Ctx, ui: &Ui, event: Pointer) -> Command {
        let g = self.geom(ui);
        match event {
            Pointer::Down(p) => {
                if let Some(sq) = g.at(p) {
                    self.cursor = None;
                    let was = self.selected;
                    self.choose(ctx, sq);
                    if self.selected == Some(sq) && was != Some(sq) {
                        self.drag = Some((sq, p));
                    }
                }
            }
            Pointer::Move(p) => {
                if let Some((from, _)) = self.drag {
                    self.drag = Some((from, p));
                }
            }
            Pointer::Up(p) => {
                if let Some((from, start)) = self.drag.take()
                    && let Some(sq) = g.at(p)
                    && sq != from
                    && (p - start).length() > g.cell * 0.3
                {
                    self.choose(ctx, sq);
                }
            }
        }
        Command::None
    }

    fn key(&mut self, ctx: &mut Ctx, key: KeyCode) -> Option<Command> {
        let dims = self.game.dims();
        let (dx, dy): (i8, i8) = match key {
            KeyCode::Left => (-1, 0),
            KeyCode::Right => (1, 0),
            KeyCode::Up => (0, 1),
            KeyCode::Down => (0, -1),
            KeyCode::Enter | KeyCode::KpEnter | KeyCode::Space => {
                let sq = self
                    .cursor
                    .or(self.selected)
                    .unwrap_or(Square::new(dims.files / 2, 0));
                self.cursor = Some(sq);
                self.choose(ctx, sq);
                return Some(Command::None);
            }
            KeyCode::U | KeyCode::H if ctx.settings.classroom => return None,
            KeyCode::U => return Some(self.activate(ctx, W_UNDO)),
            KeyCode::H => return Some(self.activate(ctx, W_HINT)),
            _ => return None,
        };
        let at = self
            .cursor
            .or(self.selected)
            .unwrap_or(Square::new(dims.files / 2, 0));
        let f = (at.file() as i8 + dx).clamp(0, dims.files as i8 - 1) as u8;
        let r = (at.rank() as i8 + dy).clamp(0, dims.ranks as i8 - 1) as u8;
        self.cursor = Some(Square::new(f, r));
        Some(Command::None)
    }

    fn back(&mut self, _ctx: &mut Ctx) -> Command {
        if self.selected.is_some() {
            self.selected = None;
            Command::None
        } else {
            Command::Pop
        }
    }

    fn update(&mut self, ctx: &mut Ctx, dt: f32) -> Command {
        if let Some(s) = &mut self.slide {
            s.t += dt;
            if s.t >= s.duration {
                self.slide = None;
            }
        }
        if let Some(f) = &mut self.flash {
            f.t += dt;
            if f.t >= f.duration {
                self.flash = None;
            }
        }
        if self.needs_cover() && self.slide.is_none() && self.flash.is_none() {
            // The next player's own cards are about to show: the screen is covered until they take it.
            self.looker = self.game.turn();
            let side = side_name(self.game.turn());
            return Command::Push(Box::new(super::chars::CoverScreen {
                message: Message::new("app-chars-cover-turn").with("side", side),
                next: None,
            }));
        }
        if self.computer_to_move()
            && !self.game.is_over()
            && self.slide.is_none()
            && self.flash.is_none()
        {
            if self.thinking {
                self.thinking = false;
                if let Mode::Computer { level, .. } = self.mode
                    && let Some(mv) = choose_move(&self.game, level, &mut self.rng)
                {
                    self.play(ctx, mv);
                }
            } else {
                self.thinking = true;
            }
        }
        Command::None
    }

    fn draw(&self, ctx: &Ctx, ui: &Ui) {
        let p = &ui.palette;
        let g = self.geom(ui);
        let Some(shown) = self.visible_position() else {
            // The hand-over screen comes next frame: nothing of the board meanwhile.
            draw_rectangle(0.0, 0.0, ui.width, ui.height, p.edge);
            return;
        };
        board_view::draw_board(ui, ctx, &shown, &g, &self.marks());
        board_view::draw_coordinates(ui, &g);
        let radius = g.cell * 0.33;
        if let Some(s) = &self.slide {
            let k = (s.t / s.duration.max(1e-3)).clamp(0.0, 1.0);
            let k = k * k * (3.0 - 2.0 * k);
            let c = g.center(s.from).lerp(g.center(s.to), k);
            board_view::draw_piece(ui, ctx, s.piece, c, radius);
        }
        if let Some((from, at)) = self.drag
            && let Some(piece) = self.game.piece(from)
        {
            board_view::draw_piece(ui, ctx, piece, at, radius * 1.1);
        }
        if let Some(f) = &self.flash {
            // A visible event on the square: rays for a capture, a big burst for an explosion, a ring
            // for a blank card, a "+1" for an arrival.
            let c = g.center(f.square);
            let k = (f.t / f.duration).clamp(0.0, 1.0);
            match f.event {
                MoveEvent::Explosion => board_view::draw_burst(ui, c, g.cell * (0.4 + 0.4 * k)),
                MoveEvent::Blank => {
                    draw_circle_lines(c.x, c.y, g.cell * (0.3 + 0.3 * k), g.cell * 0.05, p.edge)
                }
                MoveEvent::Arrival => ui.label(
                    "+1",
                    c.x,
                    c.y - g.cell * (0.3 + 0.5 * k),
                    g.cell * 0.5,
                    true,
                    Align::Center,
                    p.good,
                ),
                _ => {
                    let r = g.cell * (0.3 + 0.5 * k);
                    for i in 0..12 {
                        let a = i as f32 * std::f32::consts::TAU / 12.0;
                        let u = vec2(a.cos(), a.sin());
                        let (a0, a1) = (c + u * r * 0.6, c + u * r);
                        draw_line(a0.x, a0.y, a1.x, a1.y, g.cell * 0.06, p.bad);
                    }
                }
            }
        }
        // Reconstructed board: said discreetly under the board.
        if self.game.reconstructed() {
            board_view::draw_reconstructed_note(ui, ctx, &g);
        }
        self.draw_panel(ctx, ui);
    }
}

impl<G: AppGame + Explain> PlayScreen<G> {
    fn draw_panel(&self, ctx: &Ctx, ui: &Ui) {
        let p = &ui.palette;
        let pw = panel_width(ui);
        let r = Rect::new(ui.width - pw, 0.0, pw, ui.height);
        draw_rectangle(r.x, r.y, r.w, r.h, p.panel);
        draw_line(r.x, r.y, r.x, r.y + r.h, 3.0, p.edge);
        let x = r.x + 24.0;
        let w = r.w - 48.0;
        let mut y = 24.0;
        let title = ctx.t(&format!("app-game-{}", G::ID.id()));
        let s = ui.fit_size(&title, size::TITLE, true, w);
        ui.text(&title, x, y, s, true, Align::Left, p.text);
        y += ui.line_height(s) + 4.0;
        let mode = match self.mode {
            Mode::TwoPlayers => ctx.t("app-play-two-players"),
            Mode::Computer { human, level } => ctx.tr(
                "app-play-against-computer",
                &[
                    ("side", side_name(human).into()),
                    ("level", level.id().into()),
                ],
            ),
        };
        y += ui.paragraph(&mode, x, y, w, size::SMALL, false, Align::Left, p.text_dim) + 16.0;
        if !self.game.is_over() {
            // Whose turn: a piece of that side and its name.
            let side = self.game.turn();
            let piece = PieceView {
                side,
                label: "app-play-turn-piece",
                chief: false,
            };
            board_view::draw_piece(ui, ctx, piece, vec2(x + 34.0, y + 34.0), 30.0);
            let text = if self.computer_to_move() {
                ctx.t("app-play-thinking")
            } else {
                ctx.tr("app-play-turn", &[("side", side_name(side).into())])
            };
            let h = ui.paragraph(
                &text,
                x + 84.0,
                y + 8.0,
                w - 84.0,
                size::BODY,
                true,
                Align::Left,
                p.text,
            );
            y += (h + 24.0).max(90.0);
        }
        if let Some((_, totals)) = self.game.scores().filter(|_| self.game.is_over()) {
            for (side, total) in [(Side::White, totals[0]), (Side::Black, totals[1])] {
                let text = ctx.tr(
                    "app-play-score",
                    &[("side", side_name(side).into()), ("points", total.into())],
                );
                ui.text(&text, x, y, size::BODY, true, Align::Left, p.text);
                y += ui.line_height(size::BODY);
            }
            y += 8.0;
        }
        if let Some(h) = &self.hint {
            let text = ctx.texts.format(&h.reason);
            let title = ctx.t("app-play-hint-title");
            let hh = ui.paragraph_height(&text, w - 60.0, size::BODY, false)
                + ui.line_height(size::SMALL)
                + 24.0;
            let bx = Rect::new(x - 8.0, y, w + 16.0, hh);
            draw_rectangle(bx.x, bx.y, bx.w, bx.h, p.background);
            ui::outline(bx.x, bx.y, bx.w, bx.h, 4.0, p.good);
            // A small arrow: the same sign as the hint's arrow on the board.
            ui::arrow(
                vec2(x + 4.0, y + 26.0),
                vec2(x + 44.0, y + 26.0),
                6.0,
                16.0,
                p.good,
            );
            ui.text(
                &title,
                x + 56.0,
                y + 8.0,
                size::SMALL,
                true,
                Align::Left,
                p.text,
            );
            ui.paragraph(
                &text,
                x + 8.0,
                y + 12.0 + ui.line_height(size::SMALL),
                w - 16.0,
                size::BODY,
                false,
                Align::Left,
                p.text,
            );
            y += hh + 12.0;
        }
        if self.selected.is_some() && !self.targets.is_empty() {
            y = self.draw_legend(ctx, ui, x, y, w);
        }
        if self.event.is_some() || self.earlier.is_some() {
            let mut text = self
                .earlier
                .as_ref()
                .map(|m| ctx.texts.format(m) + "\n")
                .unwrap_or_default();
            if let Some(m) = &self.event {
                let what = ctx.texts.format(m);
                text += &if self.earlier.is_some() {
                    ctx.tr("app-play-computer-reply", &[("what", what.into())])
                } else {
                    what
                };
            }
            let limit = ui.height - 380.0;
            let mut s = size::BODY;
            while s > 20.0 && y + ui.paragraph_height(&text, w, s, false) > limit {
                s -= 2.0;
            }
            ui.paragraph(&text, x, y, w, s, false, Align::Left, p.text);
        } else if self.selected.is_none() && self.hint.is_none() && !self.game.is_over() {
            let text = ctx.t("app-play-how");
            ui.paragraph(&text, x, y, w, size::SMALL, false, Align::Left, p.text_dim);
        }
    }
}

impl<G: AppGame + Explain> PlayScreen<G> {
    /// The meaning of the target marks shown for the selected piece, each with its shape.
    fn draw_legend(&self, ctx: &Ctx, ui: &Ui, x: f32, mut y: f32, w: f32) -> f32 {
        let p = &ui.palette;
        let mut kinds: Vec<TargetMark> = Vec::new();
        for &(_, m) in &self.targets {
            let same = |k: &TargetMark| std::mem::discriminant(k) == std::mem::discriminant(&m);
            if !kinds.iter().any(same) {
                kinds.push(m);
            }
        }
        let cell = 54.0;
        for m in kinds {
            let id = match m {
                TargetMark::Safe => "app-play-mark-safe",
                TargetMark::Attacked => "app-play-mark-attacked",
                TargetMark::Capture => "app-play-mark-capture",
                TargetMark::Scores(_) => "app-play-mark-scores",
                TargetMark::PossibleMine(..) => "app-play-mark-mine",
            };
            let g = BoardGeom {
                origin: vec2(x, y),
                cell,
                dims: crate::core::geometry::Dims::new(1, 1),
            };
            draw_rectangle(x, y, cell, cell, p.square_light);
            board_view::draw_target(ui, &g, Square::new(0, 0), m);
            let text = ctx.t(id);
            let h = ui.paragraph(
                &text,
                x + cell + 14.0,
                y + 6.0,
                w - cell - 14.0,
                size::SMALL,
                false,
                Align::Left,
                p.text,
            );
            y += h.max(cell) + 8.0;
        }
        y + 6.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::store::Store;
    use crate::core::BoardPosition;
    use crate::core::espion::Espion;
    use crate::core::game::Game;

    #[test]
    fn the_computer_answers_and_undo_goes_back_to_the_childs_turn() {
        let mut ctx = Ctx::new(Store::none(), true);
        let board = ctx.boards.espion.clone().expect("the Espion board loads");
        let start = Espion::start(board);
        let mut s = PlayScreen::with_computer(start.clone(), Side::White, Level::Debutant);
        // The child selects a piece with moves and plays its first target.
        s.select_first_movable();
        let from = s.selected.expect("a piece is selected");
        let (to, _) = s.moves_from(from)[0];
        assert!(
            s.targets.iter().any(|(t, _)| *t == to),
            "targets are annotated"
        );
        s.choose(&ctx, to);
        assert_eq!(s.game.turn(), Side::Black);
        // The child cannot move for the computer.
        s.choose(&ctx, from);
        assert_eq!(s.history.len(), 1);
        // Two frames: "thinking" is shown, then the computer plays.
        s.update(&mut ctx, 0.016);
        s.update(&mut ctx, 0.016);
        assert_eq!(s.game.turn(), Side::White);
        assert_eq!(s.history.len(), 2);
        s.activate(&mut ctx, W_UNDO);
        assert_eq!(s.game.to_notation(), start.to_notation());
    }

    #[test]
    fn a_hint_has_an_arrow_and_a_reason() {
        let ctx = Ctx::new(Store::none(), true);
        let board = ctx.boards.schada.clone().expect("the Schada board loads");
        let mut s = PlayScreen::new(crate::core::schada::Schada::start(board));
        s.show_hint();
        let h = s.hint.as_ref().expect("a hint");
        assert!(h.squares.is_some());
        assert!(ctx.texts.has(&h.reason.id), "{} is a message", h.reason.id);
    }

    fn temp_ctx(name: &str) -> (Ctx, std::path::PathBuf) {
        let dir =
            std::env::temp_dir().join(format!("ludoclasse-play-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        // Not `still`: this context writes its saves like the app does.
        (Ctx::new(Store::at(Some(dir.clone())), false), dir)
    }

    #[test]
    fn a_game_against_the_computer_is_saved_at_every_move_and_resumed() {
        let (mut ctx, dir) = temp_ctx("resume");
        let board = ctx.boards.schada.clone().expect("the Schada board loads");
        let start = crate::core::schada::Schada::start(board);
        let mut s = PlayScreen::with_computer(start.clone(), Side::Black, Level::Debutant).saved();
        assert!(!has_save(&ctx, GameId::Schada, true));
        // The computer (White) moves first; the game is saved after its move.
        s.update(&mut ctx, 0.016);
        s.update(&mut ctx, 0.016);
        assert_eq!(s.game.turn(), Side::Black);
        assert!(has_save(&ctx, GameId::Schada, true));
        assert!(
            !has_save(&ctx, GameId::Schada, false),
            "not a two-player game"
        );
        // After a restart: the same position, the same sides and level, and "new game" still works.
        let back = PlayScreen::<crate::core::schada::Schada>::resume(&mut ctx, true)
            .expect("the saved game comes back");
        assert_eq!(back.game.to_notation(), s.game.to_notation());
        assert_eq!(back.start.to_notation(), start.to_notation());
        assert_eq!(back.mode, s.mode);
        assert!(PlayScreen::<crate::core::schada::Schada>::resume(&mut ctx, false).is_none());
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_broken_save_is_set_aside_with_a_notice() {
        let (mut ctx, dir) = temp_ctx("broken");
        let file = "saves/espion.json";
        // Valid JSON, but a position that is not Espion notation.
        ctx.store
            .write(
                file,
                r#"{"version":1,"mode":{"kind":"two-players"},"start":"8/8 w","position":"nonsense"}"#,
            )
            .unwrap();
        assert!(PlayScreen::<Espion>::resume(&mut ctx, false).is_none());
        assert_eq!(ctx.notices.len(), 1, "{:?}", ctx.notices);
        assert!(ctx.notices[0].contains("espion.json"), "{}", ctx.notices[0]);
        assert!(dir.join("saves/espion.json.corrupt").exists());
        assert_eq!(ctx.store.read(file).unwrap(), None);
        // A file that is not even JSON: the same.
        ctx.store.write(file, "{ half a file").unwrap();
        assert!(PlayScreen::<Espion>::resume(&mut ctx, false).is_none());
        assert_eq!(ctx.notices.len(), 2);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_finished_game_is_forgotten() {
        let (mut ctx, dir) = temp_ctx("finished");
        let board = ctx.boards.espion.clone().expect("the Espion board loads");
        let mut s = PlayScreen::new(Espion::start(board)).saved();
        s.select_first_movable();
        let from = s.selected.expect("a piece");
        let (to, _) = s.moves_from(from)[0];
        s.choose(&ctx, to);
        assert!(has_save(&ctx, GameId::Espion, false));
        // Two players on one screen: the resumed game is the same.
        let back = PlayScreen::<Espion>::resume(&mut ctx, false).expect("resumed");
        assert_eq!(back.game.to_notation(), s.game.to_notation());
        s.activate(&mut ctx, W_NEW);
        assert!(
            has_save(&ctx, GameId::Espion, false),
            "a new game is saved too"
        );
        // Play to the end at random; the save goes away with the end of the game.
        let mut rng = Rng::new(3);
        while !s.game.is_over() {
            let mv = choose_move(&s.game, Level::Random, &mut rng).expect("a move");
            s.play(&ctx, mv);
        }
        assert!(!has_save(&ctx, GameId::Espion, false));
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn with_memory_off_two_players_hand_the_screen_over_at_every_turn() {
        let ctx0 = Ctx::new(Store::none(), true);
        let board = ctx0.boards.chars.clone().expect("the chars board loads");
        for memory in [false, true] {
            let mut ctx = Ctx::new(Store::none(), true);
            let mut game = crate::core::chars::Chars::start(board.clone());
            game.set_memory(memory);
            let mut s = PlayScreen::new(game);
            let mv = choose_move(&s.game, Level::Random, &mut Rng::new(1)).expect("a move");
            s.play(&ctx, mv);
            // Once the move has been shown, a cover screen comes (memory off) or not (memory on).
            let mut covered = false;
            for _ in 0..200 {
                if let Command::Push(_) = s.update(&mut ctx, 0.05) {
                    covered = true;
                }
            }
            assert_eq!(covered, !memory, "memory {memory}");
        }
    }

    /// Two children on one screen play Bataille de chars at random, with random undos: the side holding
    /// the device changes only behind the hand-over screen, and no frame it sees shows the face of a
    /// card it may not see (the other side's, or any with the memory setting on). A turned card is never
    /// undone.
    fn hidden_cards_stay_hidden(seed: u64, memory: bool) {
        let mut ctx = Ctx::new(Store::none(), false);
        let board = ctx.boards.chars.clone().expect("the chars board loads");
        let mut game = crate::core::chars::Chars::start(board);
        game.set_memory(memory);
        let mut s = PlayScreen::new(game);
        let mut rng = Rng::new(seed);
        // Who holds the device: the first player, then whoever takes it at a hand-over screen.
        let mut holder = s.game.turn();
        let mut covered = false;
        let check = |s: &PlayScreen<crate::core::chars::Chars>, holder: Side| {
            let Some(shown) = s.visible_position() else {
                return;
            };
            let dims = shown.dims();
            for file in 0..dims.files {
                for rank in 0..dims.ranks {
                    let sq = Square::new(file, rank);
                    if let Some(card) = shown.card(sq)
                        && card.explosion.is_some()
                    {
                        assert!(
                            card.layer == holder && !memory,
                            "seed {seed}: {holder:?} sees the face of {:?}'s card on {sq}",
                            card.layer
                        );
                    }
                }
            }
        };
        for _ in 0..300 {
            if s.game.is_over() {
                break;
            }
            if covered {
                // "Ready": the side named by the screen takes the device.
                covered = false;
                holder = s.game.turn();
            }
            check(&s, holder);
            if !memory {
                assert_eq!(
                    s.game.turn(),
                    holder,
                    "seed {seed}: a turn without hand-over"
                );
            }
            if rng.below(5) == 0 && !s.history.is_empty() {
                s.activate(&mut ctx, W_UNDO);
            } else if let Some(mv) = choose_move(&s.game, Level::Random, &mut rng) {
                let event = s.game.move_event(mv);
                match G2::squares_of(mv) {
                    Some((from, to)) => {
                        s.choose(&ctx, from);
                        s.choose(&ctx, to);
                    }
                    None => {
                        s.activate(&mut ctx, W_PASS);
                    }
                }
                if matches!(event, MoveEvent::Explosion | MoveEvent::Blank) {
                    assert!(
                        s.history.is_empty(),
                        "seed {seed}: a turned card can be undone"
                    );
                }
            }
            // The frames until the screen waits again.
            for _ in 0..100 {
                check(&s, holder);
                if let Command::Push(_) = s.update(&mut ctx, 0.05) {
                    covered = true;
                    break;
                }
                if !s.animating() {
                    break;
                }
            }
        }
    }

    type G2 = crate::core::chars::Chars;

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]
        #[test]
        fn two_players_never_see_each_others_cards(seed in proptest::prelude::any::<u64>(), memory in proptest::prelude::any::<bool>()) {
            hidden_cards_stay_hidden(seed, memory);
        }
    }
}
