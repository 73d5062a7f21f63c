//! Playing a board game, for any game of [`AppGame`]: tap or click a piece to see its legal targets, tap a
//! target (or drag the piece there) to move; arrows and Enter do the same from the keyboard. The core says
//! which moves are legal and plays them at once; the screen then slides the piece (about 200 ms), marks
//! the last move, shows captures as an event, and at the end shows the score square by square.

use macroquad::prelude::*;
use serde::{Deserialize, Serialize};

use crate::app::gfx::{draw_circle_lines, draw_line, draw_rectangle};

use super::board_view::{self, BoardGeom, Marks, TargetMark};
use super::chars::RaceScreen;
use super::games::{AppGame, MoveEvent, PieceView, Print};
use super::layout::{self, Split};
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
const W_DETAILS: u32 = 6;
/// "Start again?" answered: yes (the game in progress is thrown away) or no (back to it).
const W_NEW_YES: u32 = 7;
const W_NEW_NO: u32 = 8;

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
    /// The last save failed (a full disk): said once under the moves' results, until a save goes
    /// through.
    save_problem: Option<Message>,
    /// Whether every move is saved (games opened from the home screen; not screenshots).
    autosave: bool,
    /// Two players on one screen: the side holding the device, who sees its own cards. It changes only
    /// behind the hand-over screen.
    looker: Side,
    /// In portrait: the whole panel is open over the board (see [`panel`]).
    details: bool,
    /// "Start again" was pressed: the screen asks before the game in progress is thrown away.
    asking_new: bool,
}

impl<G: AppGame + Explain> PlayScreen<G> {
    /// Forgets what is drawn over the position (the selection, the hint, the earlier result, the
    /// moving piece, the flash, the computer thinking): the position changed under them.
    fn forget_marks(&mut self) {
        self.selected = None;
        self.hint = None;
        self.earlier = None;
        self.slide = None;
        self.flash = None;
        self.thinking = false;
    }

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
            save_problem: None,
            autosave: false,
            looker,
            details: false,
            asking_new: false,
        }
    }

    /// Saves the game after every move, so that it survives a restart (see [`has_save`]).
    pub fn saved(mut self) -> PlayScreen<G> {
        self.autosave = true;
        self
    }

    /// Opens with `message` in the panel (a saved game that could not be read, set aside…).
    pub fn telling(mut self, message: Message) -> PlayScreen<G> {
        self.event = Some(message);
        self
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

    /// Where "undo" goes back to in the history: the last position with the child to move (against the
    /// computer), or the last one (two players); `None` when there is none.
    fn undo_target(&self) -> Option<usize> {
        match self.mode {
            Mode::Computer { human, .. } => {
                self.history.iter().rposition(|(g, _)| g.turn() == human)
            }
            Mode::TwoPlayers => self.history.len().checked_sub(1),
        }
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

    /// What the hand-over screen says: the result of the move just played (a card turned, a tank blown
    /// up, a point), which both players may know, then whose turn it is. The player who moved reads
    /// their own result there before handing the device over.
    fn cover_message(&self, ctx: &Ctx) -> Message {
        let side = side_name(self.game.turn());
        match &self.event {
            Some(result) => Message::new("app-chars-cover-after")
                .with("result", ctx.texts.format(result))
                .with("side", side),
            None => Message::new("app-chars-cover-turn").with("side", side),
        }
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
                MoveEvent::Explosion { .. } => Some("app-play-explosion"),
                MoveEvent::Blank { .. } => Some("app-play-blank"),
                MoveEvent::Arrival { .. } => Some("app-play-arrival"),
                MoveEvent::Quiet | MoveEvent::Pass => None,
            };
            if let Some(id) = id {
                self.flash = Some(Flash {
                    square: to,
                    t: 0.0,
                    duration: ctx.anim(0.2) + 0.8,
                    event,
                });
                let human = match self.mode {
                    Mode::Computer { human, .. } => Some(human),
                    _ => None,
                };
                let then = self.earlier.is_some();
                // Bataille de chars says whose tank took, blew up, turned a card or arrived.
                let chars = (G::GAME == GameId::Chars)
                    .then(|| super::chars::event_message(event, to, piece.side, human, then))
                    .flatten();
                self.event =
                    Some(chars.unwrap_or_else(|| Message::new(id).with("square", to.to_string())));
            }
        } else {
            self.event = Some(Message::new("app-play-passed"));
        }
        if let Some(end) = self.game.end_message() {
            self.event = Some(end);
        }
        if matches!(event, MoveEvent::Explosion { .. } | MoveEvent::Blank { .. }) {
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
        // The child acts: the results of the last moves have been read, and a tap on the board answers
        // "start again?" with no.
        self.earlier = None;
        self.asking_new = false;
        if let Some(from) = self.selected
            && let Some((_, mv)) = self.moves_from(from).into_iter().find(|(t, _)| *t == sq)
        {
            self.play(ctx, mv);
            return;
        }
        match self.game.piece(sq) {
            Some(p) if p.side == self.game.turn() && self.selected != Some(sq) => {
                self.select(sq);
                let moves = self.moves_from(sq);
                // Why each of the piece's moves would end the game (the core's end reasons).
                let endings: Vec<String> = moves
                    .iter()
                    .filter_map(|&(_, mv)| {
                        let mut after = self.game.clone();
                        after.play_unchecked(mv);
                        after.end_message().map(|m| end_reason(&m))
                    })
                    .collect();
                let ends = !endings.is_empty();
                let third = endings.len() == moves.len()
                    && endings.iter().all(|r| r == "same_piece_three_times");
                self.event = if moves.is_empty() {
                    Some(Message::new("app-play-no-move"))
                } else if third && G::GAME == GameId::Schada {
                    // This piece made the side's last two moves: any move of it is the third in a row.
                    Some(Message::new("app-play-schada-third-in-a-row"))
                } else if ends && G::GAME == GameId::Schada {
                    // Schada's third move in a row with the same piece ends the game: said before.
                    Some(Message::new("app-play-schada-third-move"))
                } else if ends {
                    Some(Message::new("app-play-piece-ends-game"))
                } else {
                    None
                };
            }
            // Nothing picked up, and not a piece of the side to move: how a move is made.
            Some(p) if p.side == self.game.turn() => self.selected = None,
            _ if self.selected.is_none() => {
                self.event = Some(Message::new("app-play-pick-first").with("game", G::GAME.id()));
            }
            _ => self.selected = None,
        }
    }

    fn geom(&self, ui: &Ui) -> BoardGeom {
        let split = self.split(ui);
        let area = split.board_area(30.0, 70.0);
        let geom = if split.portrait {
            BoardGeom::fit_margin(area, self.game.dims(), board_view::PORTRAIT_COORDS)
        } else {
            BoardGeom::fit(area, self.game.dims(), true)
        };
        geom.turned(self.turned())
    }

    /// Where the keyboard cursor appears first: the middle of the bottom row as the child sees it.
    fn first_cursor(&self) -> Square {
        let dims = self.game.dims();
        if self.turned() {
            Square::new(dims.files / 2, dims.ranks - 1)
        } else {
            Square::new(dims.files / 2, 0)
        }
    }

    /// Whether the board is drawn with Black at the bottom: a child playing Black against the computer
    /// sees its own army at the bottom, as it would sit at a table. Two children on one screen keep one
    /// fixed orientation (White at the bottom, as on the printed kit): a board that turned at every move
    /// would make both of them read it anew each turn, and the side not playing would see it upside down.
    pub fn turned(&self) -> bool {
        matches!(
            self.mode,
            Mode::Computer {
                human: Side::Black,
                ..
            }
        )
    }

    /// The board and the panel: side by side, or the panel under the board in portrait.
    /// In portrait the board takes the whole width and the panel what is left, at least one line of text
    /// and a row of buttons (the rest of the panel opens with the details button).
    fn split(&self, ui: &Ui) -> Split {
        let buttons = layout::button_h(ui, 80.0) + 4.0 * panel::COMPACT_MARGIN;
        layout::split_for_board(ui, self.game.dims(), panel_width(ui), buttons)
    }

    fn marks(&self) -> Marks {
        let mut marks = Marks {
            selected: self.selected,
            last_move: self.last_move,
            // The game before the last move knows where that move turned (Schada's bent lines).
            last_corner: self
                .last_move
                .zip(self.history.last())
                .and_then(|((a, b), (before, _))| before.corner(a, b)),
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

    /// A new game after "start again?" was answered yes. Bataille de chars starts from its race, then
    /// each side lays its mine cards anew (the computer's at random): replaying the same laid cards
    /// would let a player who remembers them win for sure. The other games start again from the board
    /// file's start position, in the same mode.
    fn start_again(&mut self, ctx: &mut Ctx) -> Command {
        if G::GAME == GameId::Chars
            && let Some(board) = ctx.boards.chars.clone()
        {
            // The game thrown away must not come back from its save while the race is on.
            self.forget(ctx);
            return Command::Replace(Box::new(match self.mode {
                Mode::TwoPlayers => RaceScreen::new(board),
                Mode::Computer { human, level } => {
                    RaceScreen::with_computer(board, human.other(), level)
                }
            }));
        }
        self.game = self.start.clone();
        self.history.clear();
        self.last_move = None;
        self.event = None;
        self.forget_marks();
        self.looker = self.game.turn();
        self.save(ctx);
        Command::None
    }
}

fn panel_width(ui: &Ui) -> f32 {
    (ui.width * 0.3).clamp(420.0, 560.0)
}

/// The `reason` argument of an end message (empty when it has none).
fn end_reason(message: &Message) -> String {
    message
        .args
        .iter()
        .find_map(|(name, value)| match value {
            crate::i18n::Arg::Text(t) if name == "reason" => Some(t.clone()),
            _ => None,
        })
        .unwrap_or_default()
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

impl<G: AppGame + Explain> Screen for PlayScreen<G> {
    /// The hint asked for: its box is never left out for want of room (its first sentence at least).
    fn must_show(&self, ctx: &Ctx) -> Vec<String> {
        self.hint
            .iter()
            .map(|_| ctx.t("app-play-hint-title"))
            .collect()
    }

    fn animating(&self) -> bool {
        self.slide.is_some()
            || self.flash.is_some()
            || self.needs_cover()
            || (self.computer_to_move() && !self.game.is_over())
    }

    fn widgets(&self, ctx: &Ctx, ui: &Ui) -> Vec<Widget> {
        self.panel_widgets(ctx, ui, true)
    }

    fn activate(&mut self, ctx: &mut Ctx, id: u32) -> Command {
        match id {
            W_UNDO => {
                // Against the computer, back to the child's last turn; nothing when the child has not
                // moved yet (the computer's first move alone is not undone: it would be played again).
                let Some(at) = self.undo_target() else {
                    return Command::None;
                };
                self.history.truncate(at + 1);
                let Some((g, last)) = self.history.pop() else {
                    return Command::None;
                };
                self.game = g;
                self.last_move = last;
                self.forget_marks();
                self.event = Some(Message::new("app-play-undone"));
                self.save(ctx);
            }
            W_HINT if !self.game.is_over() && !self.computer_to_move() => self.show_hint(),
            // The game in progress is thrown away only once the player said yes.
            W_NEW => self.asking_new = true,
            W_NEW_NO => self.asking_new = false,
            W_NEW_YES => {
                self.asking_new = false;
                return self.start_again(ctx);
            }
            W_PASS => {
                if let Some(mv) = self.pass_move() {
                    self.play(ctx, mv);
                }
            }
            W_DETAILS => self.details = !self.details,
            W_BACK => {
                self.save_on_leaving(ctx);
                return Command::Pop;
            }
            _ => {}
        }
        Command::None
    }

    fn pointer(&mut self, ctx: &mut Ctx, ui: &Ui, event: Pointer) -> Command {
        let g = self.geom(ui);
        match event {
            // The details open over the board: a tap on them is not a tap on the board.
            Pointer::Down(p) if self.details && self.panel_rect(ctx, ui).contains(p) => {}
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
                let sq = self.cursor.or(self.selected).unwrap_or(self.first_cursor());
                self.cursor = Some(sq);
                self.choose(ctx, sq);
                return Some(Command::None);
            }
            KeyCode::U | KeyCode::H if ctx.settings.classroom => return None,
            KeyCode::U => return Some(self.activate(ctx, W_UNDO)),
            KeyCode::H => return Some(self.activate(ctx, W_HINT)),
            KeyCode::D => return Some(self.activate(ctx, W_DETAILS)),
            _ => return None,
        };
        // The arrow keys follow the screen: on a turned board, "up" goes toward rank 1.
        let (dx, dy) = if self.turned() { (-dx, -dy) } else { (dx, dy) };
        let at = self.cursor.or(self.selected).unwrap_or(self.first_cursor());
        let f = (at.file() as i8 + dx).clamp(0, dims.files as i8 - 1) as u8;
        let r = (at.rank() as i8 + dy).clamp(0, dims.ranks as i8 - 1) as u8;
        self.cursor = Some(Square::new(f, r));
        Some(Command::None)
    }

    /// Escape answers "start again?" with no, then closes the details, then the selection.
    fn back(&mut self, ctx: &mut Ctx) -> Command {
        let stays = std::mem::take(&mut self.asking_new)
            || std::mem::take(&mut self.details)
            || self.selected.take().is_some();
        if !stays {
            self.save_on_leaving(ctx);
        }
        Command::pop_unless(stays)
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
            return Command::Push(Box::new(super::cover::CoverScreen {
                message: self.cover_message(ctx),
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
        let radius = board_view::piece_radius::<G>(&g);
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
                MoveEvent::Explosion { .. } => {
                    board_view::draw_burst(ui, c, g.cell * (0.4 + 0.4 * k))
                }
                MoveEvent::Blank { .. } => {
                    draw_circle_lines(c.x, c.y, g.cell * (0.3 + 0.3 * k), g.cell * 0.05, p.edge)
                }
                MoveEvent::Arrival { .. } => ui.text(
                    "+1",
                    c.x,
                    c.y - g.cell * (0.3 + 0.5 * k),
                    ui.unscaled(g.cell * 0.5),
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
        // Reconstructed board: said discreetly under the board (in the panel in portrait).
        if self.game.reconstructed() && !layout::portrait(ui) {
            board_view::draw_reconstructed_note(ui, ctx, &g);
        }
        self.draw_panel(ctx, ui);
    }
}

mod buttons;
mod legend;
mod panel;
mod save;
pub use save::{broken_save, broken_save_message, has_save, position_problem, readable};
#[cfg(test)]
mod tests;
