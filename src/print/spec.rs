//! What a game's printed kit contains: `printables/<game>.toml`, which a teacher may edit (a copy in the
//! data folder wins, see [`crate::data`]).
//!
//! ```toml
//! square_mm = 30             # board squares, printed at this true size
//! glue_mm = 12               # overlap between two pages of a board
//! lesson_path = "lessons/espion"
//! sheets = ["rules", "board", "pieces"]
//!
//! [pieces]
//! size_mm = 24               # disc diameter
//! counts = { chief = 1, spy = 7, agent = 8 }   # for each side
//! ```
//!
//! Every mistake is reported as `printables/espion.toml:line:column: what is wrong`.

use std::collections::BTreeMap;

use serde::Deserialize;
use toml::Spanned;

use crate::boards::Boards;
use crate::core::GameId;
use crate::core::game::Side;
use crate::data::{self, DataError, DataFile, Words};

/// One kind of sheet of a kit.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SheetKind {
    /// The rules in the chosen language, the setup drawn, the QR code (and the check ruler).
    Rules,
    /// The (main) board at true size, tiled.
    Board,
    /// Bataille de chars' race track (board 1), tiled.
    RaceTrack,
    /// Discs or tokens to cut out.
    Pieces,
    /// Bataille de chars' folding tank pawns.
    TankPawns,
    /// Bataille de chars' mine cards, fronts then backs for double-sided printing.
    MineCards,
    /// La Bataille's score sheet.
    ScoreSheet,
    /// The mini kit's sheet: the board with squares of about 20 mm and the pieces on one page (chars:
    /// the battle board with its pieces, then the race track with the die).
    Mini,
}

impl SheetKind {
    const ALL: [(SheetKind, &'static str); 8] = [
        (SheetKind::Rules, "rules"),
        (SheetKind::Board, "board"),
        (SheetKind::RaceTrack, "race-track"),
        (SheetKind::Pieces, "pieces"),
        (SheetKind::TankPawns, "tank-pawns"),
        (SheetKind::MineCards, "mine-cards"),
        (SheetKind::ScoreSheet, "score-sheet"),
        (SheetKind::Mini, "mini"),
    ];

    pub fn id(self) -> &'static str {
        SheetKind::ALL
            .iter()
            .find(|(k, _)| *k == self)
            .map(|(_, id)| *id)
            .unwrap_or("?")
    }

    /// The sheets a game can have.
    pub fn allowed(game: GameId) -> &'static [SheetKind] {
        match game {
            GameId::Bataille => &[SheetKind::Rules, SheetKind::ScoreSheet],
            GameId::Chars => &[
                SheetKind::Rules,
                SheetKind::RaceTrack,
                SheetKind::Board,
                SheetKind::TankPawns,
                SheetKind::MineCards,
            ],
            GameId::Espion | GameId::Schada | GameId::TankBattle => {
                &[SheetKind::Rules, SheetKind::Board, SheetKind::Pieces]
            }
        }
    }
}

/// The kinds of pieces of each game, as named in `[pieces] counts`.
pub fn piece_kinds(game: GameId) -> &'static [&'static str] {
    match game {
        GameId::Bataille => &[],
        GameId::Chars => &["tank"],
        GameId::Espion => &["chief", "spy", "agent"],
        GameId::Schada => &["officer", "sub-officer", "soldier"],
        GameId::TankBattle => &["commander", "tank"],
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSpec {
    square_mm: Option<Spanned<f32>>,
    glue_mm: Option<Spanned<f32>>,
    lesson_path: Spanned<String>,
    sheets: Spanned<Vec<Spanned<String>>>,
    pieces: Option<RawPieces>,
    cards: Option<RawCards>,
    score_sheet: Option<RawScore>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPieces {
    size_mm: Spanned<f32>,
    counts: Spanned<BTreeMap<Spanned<String>, Spanned<u32>>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCards {
    size_mm: Spanned<f32>,
    explosions: Spanned<u32>,
    blanks: Spanned<u32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawScore {
    rows: Spanned<u32>,
}

/// Each kind of piece and its count for each side.
type PieceCounts = Vec<(&'static str, u32)>;

/// The lengths a kit may give, in mm: the glue strips, a piece, a mine card (the board's squares are
/// [`SQUARE_RANGE`]).
const GLUE_RANGE: (f32, f32) = (5.0, 25.0);
const PIECE_RANGE: (f32, f32) = (8.0, 60.0);
const CARD_RANGE: (f32, f32) = (15.0, 60.0);

/// Whether the length `x` is a number in `range`.
fn fits(x: f32, (lo, hi): (f32, f32)) -> bool {
    x.is_finite() && (lo..=hi).contains(&x)
}

/// Error reporting for one printables file.
struct Check<'f> {
    file: &'f DataFile,
}

impl Check<'_> {
    fn err(&self, span: std::ops::Range<usize>, words: Words) -> DataError {
        DataError::at_span(&self.file.path, &self.file.text, span, words)
    }

    /// A length in `lo..=hi` mm.
    fn range(&self, v: &Spanned<f32>, lo: f32, hi: f32, what: &str) -> Result<f32, DataError> {
        let x = *v.get_ref();
        if fits(x, (lo, hi)) {
            Ok(x)
        } else {
            // Written in centimetres (`3` for 30 mm): the number in millimetres.
            let cm = if fits(x * 10.0, (lo, hi)) {
                format!("{}", x * 10.0)
            } else {
                "none".to_string()
            };
            Err(self.err(
                v.span(),
                Words::new("printables-out-of-range")
                    .with("field", what)
                    .with("low", lo)
                    .with("high", hi)
                    .with("value", x)
                    .with("cm", cm)
                    .with("also", "none"),
            ))
        }
    }

    /// The first length of the kit out of its range, said with the others out of theirs (lengths
    /// written in centimetres are all wrong at once: said in one run, not one a run).
    fn lengths(&self, raw: &RawSpec) -> Result<(), DataError> {
        let lengths = [
            raw.square_mm
                .as_ref()
                .map(|v| (v, SQUARE_RANGE, "`square_mm`")),
            raw.glue_mm.as_ref().map(|v| (v, GLUE_RANGE, "`glue_mm`")),
            raw.pieces
                .as_ref()
                .map(|p| (&p.size_mm, PIECE_RANGE, "`pieces.size_mm`")),
            raw.cards
                .as_ref()
                .map(|c| (&c.size_mm, CARD_RANGE, "`cards.size_mm`")),
        ];
        let mut wrong = lengths
            .into_iter()
            .flatten()
            .filter(|(v, range, _)| !fits(*v.get_ref(), *range));
        let Some((first, (lo, hi), what)) = wrong.next() else {
            return Ok(());
        };
        let also: Vec<String> = wrong
            .map(|(v, _, what)| {
                let (line, _) = data::line_column(&self.file.text, v.span().start);
                format!("{what} ({line})")
            })
            .collect();
        self.range(first, lo, hi, what).map_err(|mut e| {
            if !also.is_empty() {
                e.words = Box::new(e.words.with("also", also.join(", ")));
            }
            e
        })?;
        Ok(())
    }

    /// The sheets, each known, allowed for the game and listed once.
    fn sheets(
        &self,
        game: GameId,
        raw_sheets: &Spanned<Vec<Spanned<String>>>,
    ) -> Result<Vec<SheetKind>, DataError> {
        let err = |span, msg| self.err(span, msg);
        let allowed = SheetKind::allowed(game);
        let mut sheets = Vec::new();
        for s in raw_sheets.get_ref() {
            let Some((kind, _)) = SheetKind::ALL.iter().find(|(_, id)| id == s.get_ref()) else {
                let names: Vec<_> = allowed.iter().map(|k| k.id()).collect();
                return Err(err(
                    s.span(),
                    Words::new("printables-unknown-sheet")
                        .with("name", s.get_ref())
                        .with("known", names.join(", ")),
                ));
            };
            if !allowed.contains(kind) {
                let names: Vec<_> = allowed.iter().map(|k| k.id()).collect();
                return Err(err(
                    s.span(),
                    Words::new("printables-sheet-not-for-game")
                        .with("game", game.id())
                        .with("name", s.get_ref())
                        .with("known", names.join(", ")),
                ));
            }
            if sheets.contains(kind) {
                return Err(err(
                    s.span(),
                    Words::new("printables-sheet-twice").with("name", s.get_ref()),
                ));
            }
            sheets.push(*kind);
        }
        Ok(sheets)
    }

    /// A problem said at the first of `names` in the `sheets` list (the sheet that needs a table).
    fn at_sheet(
        &self,
        sheets_list: &Spanned<Vec<Spanned<String>>>,
        names: &[&str],
        words: Words,
    ) -> DataError {
        let span = sheets_list
            .get_ref()
            .iter()
            .find(|s| names.contains(&s.get_ref().as_str()))
            .map_or(sheets_list.span(), Spanned::span);
        self.err(span, words)
    }

    /// The pieces' size and counts, in the order of [`piece_kinds`].
    fn pieces(
        &self,
        game: GameId,
        raw_pieces: &Option<RawPieces>,
        sheets: &[SheetKind],
        sheets_list: &Spanned<Vec<Spanned<String>>>,
    ) -> Result<(f32, PieceCounts), DataError> {
        let err = |span, msg| self.err(span, msg);
        let range = |v: &Spanned<f32>, (lo, hi), what: &str| self.range(v, lo, hi, what);
        let needs_pieces =
            sheets.contains(&SheetKind::Pieces) || sheets.contains(&SheetKind::TankPawns);
        let kinds = piece_kinds(game);
        Ok(match raw_pieces {
            Some(p) => {
                let size = range(&p.size_mm, PIECE_RANGE, "`pieces.size_mm`")?;
                for (name, count) in p.counts.get_ref() {
                    if !kinds.contains(&name.get_ref().as_str()) {
                        return Err(err(
                            name.span(),
                            Words::new("printables-unknown-piece")
                                .with("name", name.get_ref())
                                .with("known", kinds.join(", ")),
                        ));
                    }
                    if *count.get_ref() > 64 {
                        return Err(err(count.span(), Words::new("printables-too-many-pieces")));
                    }
                }
                let pieces = kinds
                    .iter()
                    .map(|k| {
                        let n = p
                            .counts
                            .get_ref()
                            .iter()
                            .find(|(name, _)| name.get_ref() == k)
                            .map_or(0, |(_, c)| *c.get_ref());
                        (*k, n)
                    })
                    .collect();
                (size, pieces)
            }
            None if needs_pieces => {
                return Err(self.at_sheet(
                    sheets_list,
                    &["pieces", "tank-pawns"],
                    Words::new("printables-needs-pieces"),
                ));
            }
            None => (0.0, Vec::new()),
        })
    }
}

/// A table or a size the game's kit never prints (`[cards]` in Espion's, `square_mm` in La Bataille's,
/// which has no board): said at its line rather than read and left unused.
fn unused_part(game: GameId, file: &DataFile) -> Option<DataError> {
    let allowed = SheetKind::allowed(game);
    let uses = |k: SheetKind| allowed.contains(&k);
    let mut offset = 0;
    let mut in_table = false;
    for line in file.text.split('\n') {
        let at = offset + (line.len() - line.trim_start().len());
        offset += line.len() + 1;
        let t = line.trim();
        if let Some(name) = t.strip_prefix('[').and_then(|r| r.split(']').next()) {
            in_table = true;
            let name = name.trim();
            let fits = match name {
                "pieces" => uses(SheetKind::Pieces) || uses(SheetKind::TankPawns),
                "cards" => uses(SheetKind::MineCards),
                "score_sheet" => uses(SheetKind::ScoreSheet),
                _ => true,
            };
            if !fits {
                let words = Words::new("printables-table-not-for-game")
                    .with("table", name)
                    .with("game", game.id());
                return Some(DataError::at_span(&file.path, &file.text, at..at, words));
            }
            continue;
        }
        let key = t.split_once('=').map(|(k, _)| k.trim());
        if let Some(key) = key.filter(|k| !in_table && ["square_mm", "glue_mm"].contains(k))
            && !uses(SheetKind::Board)
        {
            let words = Words::new("printables-field-not-for-game")
                .with("field", key)
                .with("game", game.id());
            return Some(DataError::at_span(&file.path, &file.text, at..at, words));
        }
    }
    None
}

/// What a field of a kit file is for, to explain why a missing one is needed (its words are
/// `data-why-<field>`).
fn field_purpose(_table: &str, field: &str) -> Option<&'static str> {
    Some(match field {
        "lesson_path" => "the folder of the game's lessons, for the QR code",
        "sheets" => "the sheets printed, in order",
        "size_mm" => "the size of a printed piece or card",
        "counts" => "how many pieces of each kind each side gets",
        "explosions" => "how many of the mine cards are explosions",
        "blanks" => "how many of the mine cards are blanks",
        _ => return None,
    })
}

/// A checked kit definition.
#[derive(Clone, Debug, PartialEq)]
pub struct KitSpec {
    pub game: GameId,
    pub square_mm: f32,
    pub glue_mm: f32,
    pub lesson_path: String,
    pub sheets: Vec<SheetKind>,
    /// Piece size (disc diameter, pawn width) in mm.
    pub piece_mm: f32,
    /// (kind, count for each side), in the order of [`piece_kinds`].
    pub pieces: Vec<(&'static str, u32)>,
    pub card_mm: f32,
    /// Explosion and blank cards for each side.
    pub explosions: u32,
    pub blanks: u32,
    pub score_rows: u32,
}

/// The range allowed for a board square (the issue asks 25–35 mm by default; a teacher may go further).
pub const SQUARE_RANGE: (f32, f32) = (15.0, 60.0);

/// What a game's board asks of its kit: how many pieces of each kind each side has at the start, and
/// how many mine cards each side lays.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Needs {
    /// (kind as named in `[pieces] counts`, pieces for each side).
    pub pieces: Vec<(&'static str, u32)>,
    /// Mine cards each side lays, and the explosions among them unless the class chooses otherwise.
    pub cards: Option<(u32, u32)>,
}

impl Needs {
    /// What the game's board (as `boards` read it) asks; `None` when the board does not read (its own
    /// problems are said with it) or the game has no board.
    pub fn of(game: GameId, boards: &Boards) -> Option<Needs> {
        match game {
            GameId::Bataille => None,
            GameId::Chars => {
                let board = boards.board::<crate::core::chars::Chars>().ok()?;
                let tanks = u32::try_from(board.tanks_per_player()).unwrap_or(u32::MAX);
                let cards = u32::from(board.cards_per_player());
                let explosions = u32::from(board.default_explosions());
                Some(Needs {
                    pieces: vec![("tank", tanks)],
                    cards: Some((cards, explosions)),
                })
            }
            _ => {
                let art = super::square_art(game, boards).ok()?;
                let basics = art.basics();
                let pieces = basics
                    .kinds
                    .iter()
                    .enumerate()
                    .map(|(i, (kind, _, _))| {
                        let on_side = |side| {
                            let n = basics
                                .start
                                .iter()
                                .filter(|p| **p == Some((side, i)))
                                .count();
                            u32::try_from(n).unwrap_or(u32::MAX)
                        };
                        (*kind, on_side(Side::White).max(on_side(Side::Black)))
                    })
                    .collect();
                Some(Needs {
                    pieces,
                    cards: None,
                })
            }
        }
    }
}

impl KitSpec {
    /// Loads `printables/<game>.toml` (a teacher's copy if there is one), and checks it against the
    /// game's board as this process first read it.
    ///
    /// # Errors
    /// A missing file, bad TOML, an unknown sheet or piece, a size out of range, fewer pieces or cards
    /// than the game needs — with line and column.
    pub fn load(game: GameId) -> Result<KitSpec, DataError> {
        KitSpec::load_for(game, Boards::shared())
    }

    /// The same, against the boards `boards`.
    ///
    /// # Errors
    /// As [`KitSpec::load`].
    pub fn load_for(game: GameId, boards: &Boards) -> Result<KitSpec, DataError> {
        let file = data::load(&format!("printables/{}.toml", game.id()))?;
        KitSpec::parse_for(game, &file, boards)
    }

    /// Reads a kit definition and checks that it prints as many pieces and cards as the game's board
    /// needs (more are spares).
    ///
    /// # Errors
    /// As [`KitSpec::load`].
    pub fn parse_for(game: GameId, file: &DataFile, boards: &Boards) -> Result<KitSpec, DataError> {
        KitSpec::read(game, file, Needs::of(game, boards).as_ref())
    }

    /// Fewer pieces of a kind, or fewer mine cards, than `needs`: said at the count (or at the
    /// `counts` table that leaves the kind out).
    fn fits(&self, raw: &RawSpec, file: &DataFile, needs: &Needs) -> Result<(), DataError> {
        let at = |span, words| Err(DataError::at_span(&file.path, &file.text, span, words));
        let prints_pieces =
            self.sheets.contains(&SheetKind::Pieces) || self.sheets.contains(&SheetKind::TankPawns);
        if let Some(p) = raw.pieces.as_ref().filter(|_| prints_pieces) {
            for &(kind, needed) in &needs.pieces {
                let count = self.count(kind);
                if count >= needed {
                    continue;
                }
                let written = p.counts.get_ref().iter().find(|(k, _)| k.get_ref() == kind);
                let span = written.map_or(p.counts.span(), |(k, n)| k.span().start..n.span().end);
                let words = Words::new("printables-too-few-pieces")
                    .with("kind", kind)
                    .with("needed", needed)
                    .with("count", count);
                return at(span, words);
            }
        }
        if let (Some((needed, explosions)), Some(c)) = (needs.cards, raw.cards.as_ref())
            && self.sheets.contains(&SheetKind::MineCards)
            && self.explosions + self.blanks < needed
        {
            // Said at the number the teacher changed: the explosions, unless they are the game's own.
            let changed = if self.explosions == explosions {
                &c.blanks
            } else {
                &c.explosions
            };
            let words = Words::new("printables-too-few-cards")
                .with("needed", needed)
                .with("count", self.explosions + self.blanks)
                .with("explosions", self.explosions)
                .with("blanks", self.blanks);
            return at(changed.span(), words);
        }
        Ok(())
    }

    /// Reads a kit definition.
    ///
    /// # Errors
    /// As [`KitSpec::load`].
    pub fn parse(game: GameId, file: &DataFile) -> Result<KitSpec, DataError> {
        KitSpec::read(game, file, None)
    }

    /// Reads a kit definition, checked against `needs` when given.
    fn read(game: GameId, file: &DataFile, needs: Option<&Needs>) -> Result<KitSpec, DataError> {
        // Bytes of another encoding, or a word processor's file, are said at their place first.
        if let Some(e) = crate::data::bad_bytes(&file.path, &file.text) {
            return Err(e);
        }
        if let Some(e) = unused_part(game, file) {
            return Err(e);
        }
        let raw: RawSpec = toml::from_str(&file.text).map_err(|e| {
            // The shipped kit gives the order of the fields, to show a missing one where it belongs.
            let model = data::shipped(&format!("printables/{}.toml", game.id()));
            data::toml_error(&file.path, &file.text, &e, field_purpose, model)
        })?;
        let check = Check { file };
        check.lengths(&raw)?;
        let err = |span, msg| check.err(span, msg);
        let range = |v: &Spanned<f32>, (lo, hi), what: &str| check.range(v, lo, hi, what);
        let square_mm = match &raw.square_mm {
            Some(v) => range(v, SQUARE_RANGE, "`square_mm`")?,
            None => 30.0,
        };
        let glue_mm = match &raw.glue_mm {
            Some(v) => range(v, GLUE_RANGE, "`glue_mm`")?,
            None => 12.0,
        };
        let lesson_path = raw.lesson_path.get_ref().trim_matches('/').to_string();
        // `"lessons\espion"` (a Windows habit): in a TOML text `\e` is a special character, not a
        // folder's separator. Said at the backslash, as written in the file.
        let written = file.text.get(raw.lesson_path.span()).unwrap_or("");
        if let Some(i) = written.find('\\') {
            let at = raw.lesson_path.span().start + i;
            let words = Words::new("printables-path-backslash")
                .with("path", written.trim_matches(['"', '\'']).replace('\\', "/"));
            return Err(err(at..at + 1, words));
        }
        if lesson_path.is_empty()
            || lesson_path.chars().any(|c| c.is_ascii_control())
            || !lesson_path.is_ascii()
            || lesson_path.contains(char::is_whitespace)
        {
            return Err(err(
                raw.lesson_path.span(),
                Words::new("printables-lesson-path"),
            ));
        }
        let sheets = check.sheets(game, &raw.sheets)?;
        if sheets.first() != Some(&SheetKind::Rules) {
            return Err(err(raw.sheets.span(), Words::new("printables-rules-first")));
        }
        let (piece_mm, pieces) = check.pieces(game, &raw.pieces, &sheets, &raw.sheets)?;
        let (card_mm, explosions, blanks) = match &raw.cards {
            Some(c) => {
                let size = range(&c.size_mm, CARD_RANGE, "`cards.size_mm`")?;
                for n in [&c.explosions, &c.blanks] {
                    if *n.get_ref() > 64 {
                        return Err(err(n.span(), Words::new("printables-too-many-cards")));
                    }
                }
                (size, *c.explosions.get_ref(), *c.blanks.get_ref())
            }
            None if sheets.contains(&SheetKind::MineCards) => {
                return Err(check.at_sheet(
                    &raw.sheets,
                    &["mine-cards"],
                    Words::new("printables-needs-cards"),
                ));
            }
            None => (0.0, 0, 0),
        };
        // Pieces and mine cards stand on the board's squares: one larger than a square would cover
        // its neighbours.
        if game != GameId::Bataille {
            let sizes = [
                (
                    raw.pieces.as_ref().map(|p| &p.size_mm),
                    "printables-piece-too-big",
                ),
                (
                    raw.cards.as_ref().map(|c| &c.size_mm),
                    "printables-card-too-big",
                ),
            ];
            for (size, id) in sizes {
                if let Some(size) = size.filter(|s| *s.get_ref() > square_mm) {
                    return Err(err(
                        size.span(),
                        Words::new(id)
                            .with("size", *size.get_ref())
                            .with("square", square_mm),
                    ));
                }
            }
        }
        let score_rows = match &raw.score_sheet {
            Some(s) => {
                let n = *s.rows.get_ref();
                if !(1..=40).contains(&n) {
                    return Err(err(
                        s.rows.span(),
                        Words::new("printables-rows").with("value", n),
                    ));
                }
                n
            }
            None => 20,
        };
        let spec = KitSpec {
            game,
            square_mm,
            glue_mm,
            lesson_path,
            sheets,
            piece_mm,
            pieces,
            card_mm,
            explosions,
            blanks,
            score_rows,
        };
        if let Some(needs) = needs {
            spec.fits(&raw, file, needs)?;
        }
        Ok(spec)
    }

    /// The count of one kind of piece for each side.
    pub fn count(&self, kind: &str) -> u32 {
        self.pieces
            .iter()
            .find(|(k, _)| *k == kind)
            .map_or(0, |(_, n)| *n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(text: &str) -> DataFile {
        DataFile {
            path: "printables/espion.toml".into(),
            text: text.into(),
            overridden: false,
        }
    }

    #[test]
    fn every_shipped_kit_loads() {
        for game in GameId::ALL {
            let spec = KitSpec::load(game).unwrap_or_else(|e| panic!("{e}"));
            assert!(spec.sheets.contains(&SheetKind::Rules), "{game}");
            // Tank Battle has 23 mm squares: its 11 columns then fit two A4 pages.
            assert!((20.0..=35.0).contains(&spec.square_mm), "{game}");
        }
    }

    /// The Espion kit file `text` is refused, at `line`, with a message saying `words`.
    fn refused(text: &str, line: usize, words: &str) -> DataError {
        let e = KitSpec::parse(GameId::Espion, &file(text)).unwrap_err();
        assert_eq!(e.line, line, "{e}");
        assert!(e.message().contains(words), "{e}");
        e
    }

    /// `lessons\espion` (a Windows habit): `\e` is a special character in TOML, and the QR links would
    /// be dead. Said at the backslash, with the path written with `/`.
    #[test]
    fn a_backslash_in_the_lesson_path_is_said_at_it() {
        let shipped = crate::data::shipped("printables/espion.toml").unwrap();
        let text = shipped.replacen(
            "lesson_path = \"lessons/espion\"",
            "lesson_path = \"lessons\\espion\"",
            1,
        );
        assert_ne!(text, shipped);
        let e = refused(
            &text,
            5,
            "separate folders with `/`, like `lesson_path = \"lessons/espion\"`",
        );
        assert_eq!(e.column, 23);
    }

    /// A kit that would print fewer pieces or mine cards than the game needs is refused at the count.
    #[test]
    fn a_kit_short_of_pieces_or_cards_is_refused_at_the_count() {
        let boards = Boards::shipped();
        let shipped = |game: GameId| {
            let path = format!("printables/{}.toml", game.id());
            let text = crate::data::shipped(&path).unwrap().to_string();
            move |from: &str, to: &str| {
                assert!(text.contains(from), "{from}");
                let text = text.replacen(from, to, 1);
                let file = DataFile {
                    path: path.clone(),
                    text,
                    overridden: false,
                };
                KitSpec::parse_for(game, &file, boards)
            }
        };
        let espion = shipped(GameId::Espion);
        let e = espion(", agent = 8 }", " }").unwrap_err();
        assert_eq!((e.line, e.column), (10, 10), "{e}");
        assert!(
            e.message()
                .contains("8 `agent` pieces, but the kit prints none"),
            "{e}"
        );
        let e = espion("spy = 7", "spy = 6").unwrap_err();
        assert_eq!((e.line, e.column), (10, 23), "{e}");
        // Spares are welcome.
        espion("spy = 7", "spy = 9").unwrap();
        let chars = shipped(GameId::Chars);
        let e = chars("explosions = 8", "explosions = 6").unwrap_err();
        assert_eq!(e.line, 14, "{e}");
        assert!(
            e.message()
                .contains("prints 14 (6 explosions and 8 blanks)"),
            "{e}"
        );
        chars("blanks = 8", "blanks = 10").unwrap();
        let e = chars("counts = { tank = 8 }", "counts = { tank = 7 }").unwrap_err();
        assert_eq!(e.line, 10, "{e}");
    }

    #[test]
    fn an_unknown_sheet_is_named_with_its_place() {
        let text = "lesson_path = \"lessons/espion\"\nsheets = [\"rules\", \"bord\"]\n";
        assert_eq!(refused(text, 2, "unknown sheet `bord`").column, 20);
    }

    #[test]
    fn the_rules_sheet_comes_first() {
        let text = "lesson_path = \"x\"\nsheets = [\"board\", \"rules\"]\n";
        refused(text, 2, "must start with \"rules\"");
    }

    #[test]
    fn a_sheet_of_another_game_is_refused() {
        let text = "lesson_path = \"x\"\nsheets = [\"rules\", \"mine-cards\"]\n";
        refused(text, 2, "espion has no `mine-cards` sheet");
    }

    #[test]
    fn sizes_out_of_range_and_unknown_pieces_are_refused() {
        let text = "square_mm = 3\nlesson_path = \"x\"\nsheets = [\"rules\"]\n";
        refused(text, 1, "between 15 and 60");
        let text = "lesson_path = \"x\"\nsheets = [\"rules\", \"pieces\"]\n[pieces]\nsize_mm = 20\ncounts = { chief = 1, king = 2 }\n";
        refused(text, 5, "unknown piece `king`");
    }

    #[test]
    fn parts_the_game_never_prints_are_refused_at_their_line() {
        let text = "lesson_path = \"x\"\nsheets = [\"rules\", \"pieces\"]\n[pieces]\nsize_mm = 20\ncounts = { agent = 8 }\n\n[cards]\nsize_mm = 20\n";
        refused(text, 7, "prints no mine cards");
        let bataille = DataFile {
            path: "printables/bataille.toml".into(),
            text: "lesson_path = \"x\"\nglue_mm = 12\nsheets = [\"rules\"]\n".into(),
            overridden: false,
        };
        let e = KitSpec::parse(GameId::Bataille, &bataille).unwrap_err();
        assert_eq!(e.line, 2, "{e}");
        assert!(e.message().contains("no board to print: `glue_mm`"), "{e}");
    }

    #[test]
    fn a_sheet_without_its_table_is_said_at_the_sheet() {
        let text = "lesson_path = \"x\"\nsheets = [\"rules\", \"board\", \"pieces\"]\n";
        assert_eq!(refused(text, 2, "needs a `[pieces]` table").column, 29);
    }

    #[test]
    fn counts_follow_the_games_order() {
        let text = "lesson_path = \"x\"\nsheets = [\"rules\", \"pieces\"]\n[pieces]\nsize_mm = 20\ncounts = { agent = 8, chief = 1 }\n";
        let spec = KitSpec::parse(GameId::Espion, &file(text)).unwrap();
        assert_eq!(spec.pieces, vec![("chief", 1), ("spy", 0), ("agent", 8)]);
    }

    #[test]
    fn pieces_and_cards_larger_than_a_square_are_refused_at_their_size() {
        let text = "square_mm = 25\nlesson_path = \"x\"\nsheets = [\"rules\", \"pieces\"]\n[pieces]\nsize_mm = 26\ncounts = { agent = 8 }\n";
        assert_eq!(
            refused(text, 5, "26 mm do not fit on squares of 25 mm").column,
            11
        );
        let text = text.replace("26", "25");
        assert!(KitSpec::parse(GameId::Espion, &file(&text)).is_ok());
    }
}
