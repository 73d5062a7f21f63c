//! The pages of a worksheet: a plan line, the exercises in frames (the position drawn small with the
//! kit's own board drawing, the question, room to answer), then the answer key on pages of its own.
//! Every word is at least 9 pt (3.2 mm).

use super::super::canvas::{Align, Canvas, Ink, Pen};
use super::super::layout::{Area, Page};
use super::super::pdf::Doc;
use super::super::plan::CLASS;
use super::super::sheet::{COORD_BORDER, Grid, header};
use super::super::spec::KitSpec;
use super::super::tokens::{Symbol, symbol};
use super::super::{Ctx, Options, PrintError, bataille, chars, espion, schada, tank_battle};
use super::LessonWords;
use super::exercise::{Exercise, Key, Question, Scene};
use crate::boards::Boards;
use crate::core::GameId;
use crate::core::bataille::Card;
use crate::core::game::Side;
use crate::core::geometry::{Dims, Square};
use crate::i18n::{Arg, Texts};
use crate::lesson::model::RoundWinner;

/// Text sizes in mm: 9 pt is 3.175 mm, nothing is smaller than [`SMALL`].
const SMALL: f32 = 3.3;
const BODY: f32 = 3.9;
const BOLD: f32 = 4.2;
/// The room between frames, and inside them.
const GAP: f32 = 4.0;
const PAD: f32 = 4.0;

/// The board drawing of the game.
enum Art {
    Cards,
    Chars(chars::Boards),
    Espion(espion::Art),
    Schada(schada::Art),
    Tank(tank_battle::Art),
}

/// Everything the pages need.
pub struct Sheet<'a> {
    pub game: GameId,
    pub texts: &'a Texts,
    pub words: &'a LessonWords<'a>,
    pub options: &'a Options,
    boards: &'a Boards,
    spec: KitSpec,
    art: Art,
}

impl<'a> Sheet<'a> {
    /// Reads the game's kit and board files.
    ///
    /// # Errors
    /// Their errors.
    pub fn new(
        game: GameId,
        texts: &'a Texts,
        words: &'a LessonWords<'a>,
        options: &'a Options,
        boards: &'a Boards,
    ) -> Result<Sheet<'a>, PrintError> {
        let art = match game {
            GameId::Bataille => Art::Cards,
            GameId::Chars => Art::Chars(chars::Boards::load(boards)?),
            GameId::Espion => Art::Espion(espion::Art::load(boards)?),
            GameId::Schada => Art::Schada(schada::Art::load(boards)?),
            GameId::TankBattle => Art::Tank(tank_battle::Art::load(boards)?),
        };
        Ok(Sheet {
            game,
            texts,
            words,
            options,
            boards,
            spec: KitSpec::load(game)?,
            art,
        })
    }

    fn ctx(&self, square: f32) -> Ctx<'_> {
        Ctx {
            game: self.game,
            texts: self.texts,
            spec: &self.spec,
            options: self.options,
            boards: self.boards,
            square,
            die_done: std::cell::Cell::new(false),
        }
    }

    fn tr(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.texts.tr(id, args)
    }

    fn game_name(&self) -> String {
        self.texts.get(&format!("print-{}-name", self.game.id()))
    }

    fn dims(&self) -> Option<Dims> {
        match &self.art {
            Art::Chars(b) => Some(b.battle.dims),
            Art::Espion(a) => Some(a.basics.dims),
            Art::Schada(a) => Some(a.basics.dims),
            Art::Tank(a) => Some(a.basics.dims),
            Art::Cards => None,
        }
    }
}

/// How a letter of the position is drawn: a piece (its symbol and the message id of its name), or a
/// face-down card of Bataille de chars.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Mark {
    Piece(Symbol, &'static str),
    Card,
}

fn mark_of(game: GameId, letter: char) -> Option<Mark> {
    let piece = |s, id| Some(Mark::Piece(s, id));
    match (game, letter.to_ascii_uppercase()) {
        (GameId::Espion, 'C') => piece(Symbol::Crown, "print-espion-chief"),
        (GameId::Espion, 'S') => piece(Symbol::Eye, "print-espion-spy"),
        (GameId::Espion, 'A') => piece(Symbol::Dot, "print-espion-agent"),
        (GameId::Schada, 'O') => piece(Symbol::Chevrons(2), "print-schada-officer"),
        (GameId::Schada, 'U') => piece(Symbol::Chevrons(1), "print-schada-sub-officer"),
        (GameId::Schada, 'P') => piece(Symbol::Chevrons(0), "print-schada-soldier"),
        (GameId::TankBattle, 'C') => piece(Symbol::Crown, "print-tank-battle-commander"),
        (GameId::TankBattle, 'T') => piece(Symbol::Tank, "print-tank-battle-tank"),
        (GameId::Chars, 'T') => piece(Symbol::Tank, "worksheet-chars-tank"),
        (GameId::Chars, 'M' | 'B' | 'U') => Some(Mark::Card),
        _ => None,
    }
}

/// A piece on a diagram: a disc, white for White and dark for Black, with its kind's symbol.
fn disc(c: &mut Canvas, cx: f32, cy: f32, d: f32, sym: Symbol, dark: bool) {
    let (fill, ink) = if dark {
        (Ink::gray(35), Ink::WHITE)
    } else {
        (Ink::WHITE, Ink::BLACK)
    };
    c.circle(
        cx,
        cy,
        d / 2.0,
        Some(fill),
        Some(Pen::Solid(0.35, Ink::BLACK)),
    );
    symbol(c, cx, cy, d * 0.55, sym, ink);
}

/// The letters of a position's board part.
fn letters(notation: &str, dims: Dims) -> Vec<(Square, char)> {
    super::exercise::notation_letters(notation, dims)
}

mod ask;
mod diagram;
mod key;

use ask::*;
use diagram::*;
pub use key::write;
