//! A board game in progress on disk: saved after every move (with its undo history), resumed when the
//! same kind of game is opened again.

use super::*;

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

/// Whether `text` reads as a board game's save (`lesson check saves/espion.json`).
///
/// # Errors
/// What the reader met, and where.
pub fn readable(text: &str) -> Result<(), serde_json::Error> {
    serde_json::from_str::<Save>(text).map(|_| ())
}

/// The first position of a save that reads but does not open on `boards` (a rank with a square too
/// many, typed by hand): the byte where it is written in `text`, and why. The app sets such a save
/// aside when its game opens.
pub fn position_problem(
    text: &str,
    game: GameId,
    boards: &crate::boards::Boards,
) -> Option<(usize, crate::data::Words)> {
    let save: Save = serde_json::from_str(text).ok()?;
    let written = [&save.start, &save.position]
        .into_iter()
        .chain(&save.history);
    for notation in written {
        let mut opened = boards.open(game, Some(notation));
        // A teacher's board copy that does not read: the save is read on the shipped board, so that
        // its own mistakes are said too.
        if let Err(crate::boards::OpenError::Board(_)) = opened {
            opened = crate::boards::Boards::shipped().open(game, Some(notation));
        }
        if let Err(crate::boards::OpenError::Notation(e)) = opened {
            let quoted = serde_json::to_string(notation).ok()?;
            // A save copied under another game's name: the game it holds, named.
            if let Some(other) = game_of(&save, game, boards) {
                let at = text.find(&quoted).map_or(0, |start| start + 1);
                let words = crate::data::Words::new("json-save-of-other-game")
                    .with("game", game.id())
                    .with("other", other.id());
                return Some((at, words));
            }
            let inside = notation
                .char_indices()
                .nth(e.column)
                .map_or(notation.len(), |(at, _)| at);
            let at = text.find(&quoted).map_or(0, |start| start + 1 + inside);
            return Some((at, crate::data::words::notation_words(&e)));
        }
    }
    None
}

/// The board game other than `not` whose board opens every position of `save` (on `boards`, else the
/// shipped ones): the game a save copied under the wrong name holds.
fn game_of(save: &Save, not: GameId, boards: &crate::boards::Boards) -> Option<GameId> {
    let written = || {
        [&save.start, &save.position]
            .into_iter()
            .chain(&save.history)
    };
    let opens = |game: GameId, notation: &str| {
        [boards, crate::boards::Boards::shipped()]
            .iter()
            .any(|boards| boards.open(game, Some(notation)).is_ok())
    };
    GameId::ALL
        .into_iter()
        .filter(|g| *g != not && *g != GameId::Bataille)
        .find(|g| written().all(|n| opens(*g, n)))
}

/// The version of the save files this app writes and reads.
const VERSION: u32 = 1;

fn save_file(game: GameId) -> String {
    format!("saves/{}.json", game.id())
}

/// Whether a game of `game` in `computer` mode (or two players) waits to be resumed, without touching
/// the file (a broken one is reported when it is opened).
/// (A save that would be set aside when its game opens, its position typed by hand, is none.)
pub fn has_save(ctx: &Ctx, game: GameId, computer: bool) -> bool {
    let Some(text) = ctx.store.read(&save_file(game)).ok().flatten() else {
        return false;
    };
    serde_json::from_str::<Save>(&text).is_ok_and(|save| save.mode.is_computer() == computer)
        && position_problem(&text, game, &ctx.boards).is_none()
}

/// A save of `game` that cannot be read: it is set aside (kept beside, as `<file>.corrupt`) and this says
/// so where the game opens, with the file, line and column and what is wrong; the game then starts fresh.
pub fn broken_save(ctx: &Ctx, game: GameId) -> Option<String> {
    broken_save_message(ctx, game).map(|m| ctx.texts.format(&m))
}

/// [`broken_save`] as a message, for a game screen to show where the game opens: a save that does not
/// read, or whose position does not fit the board (typed by hand).
pub fn broken_save_message(ctx: &Ctx, game: GameId) -> Option<Message> {
    let file = save_file(game);
    if let Some(broken) = ctx.store.broken_json::<Save>(&file, VERSION) {
        return Some(broken);
    }
    let text = ctx.store.read(&file).ok().flatten()?;
    let (at, what) = position_problem(&text, game, &ctx.boards)?;
    Some(ctx.store.broken_at(&file, &text, at, what))
}

impl<G: AppGame + Explain> PlayScreen<G> {
    /// The saved game of this kind (`computer` or two players), if there is one. A file that cannot be
    /// read is set aside with a notice on the home screen.
    pub fn resume(ctx: &mut Ctx, computer: bool) -> Option<PlayScreen<G>> {
        let file = save_file(G::GAME);
        let save = match ctx.store.load_json::<Save>(&file) {
            Ok(save) => save?,
            Err(e) => {
                let text = e.notice(&ctx.texts);
                ctx.notices.push(text);
                return None;
            }
        };
        if save.mode.is_computer() != computer {
            return None;
        }
        let board = G::board_in(&ctx.boards)?.clone();
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
                let reason = crate::data::words::notation_words_at(&e);
                let text = ctx.store.set_aside(&file, reason).notice(&ctx.texts);
                ctx.notices.push(text);
                None
            }
        }
    }

    /// Forgets the saved game (a new one starts elsewhere: Bataille de chars' race).
    pub(super) fn forget(&mut self, ctx: &Ctx) {
        if !self.autosave || ctx.still {
            return;
        }
        self.save_problem = ctx
            .store
            .remove(&save_file(G::GAME))
            .err()
            .map(|e| e.message(&ctx.texts));
    }

    /// Writes the game in progress, or forgets it once it is over.
    pub(super) fn save(&mut self, ctx: &Ctx) {
        if !self.autosave || ctx.still {
            return;
        }
        let file = save_file(G::GAME);
        let result = if self.game.is_over() {
            ctx.store.remove(&file)
        } else {
            ctx.store.save_json(
                &file,
                &Save {
                    version: VERSION,
                    mode: self.mode,
                    start: self.start.to_notation(),
                    position: self.game.to_notation(),
                    memory: self.game.memory_setting(),
                    history: self.history.iter().map(|(g, _)| g.to_notation()).collect(),
                },
            )
        };
        // Said apart from the moves' results (which it must not replace), and only once however many
        // moves fail to be saved the same way.
        self.save_problem = result.err().map(|e| e.message(&ctx.texts));
    }

    /// A game with moves is written once more as the player leaves it: its file may have been
    /// damaged or taken away while the game was on screen, and the game would then be lost.
    pub(super) fn save_on_leaving(&mut self, ctx: &Ctx) {
        if !self.history.is_empty() {
            self.save(ctx);
        }
    }
}
