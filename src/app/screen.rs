//! The types every screen shares: [`Screen`] (what a screen does each frame), [`Command`] (what it asks
//! of the stack of screens) and [`Pointer`] (a mouse or touch event outside the buttons).

use macroquad::prelude::{KeyCode, Vec2};

use super::Ctx;
use super::ui::{Ui, Widget};

/// What a screen asks the stack to do.
pub enum Command {
    None,
    Push(Box<dyn Screen>),
    Pop,
    /// Closes this screen and the one under it (the hand-over cover over a game goes back to where the
    /// game was opened from, without showing the board on the way).
    PopTwice,
    Replace(Box<dyn Screen>),
    Quit,
}

impl Command {
    /// Escape's answer on a screen where it first closes what is open: nothing more once `closed`
    /// something, otherwise back to the previous screen.
    pub fn pop_unless(closed: bool) -> Command {
        if closed { Command::None } else { Command::Pop }
    }
}

/// A pointer event (mouse or touch) in virtual units, outside any widget.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Pointer {
    Down(Vec2),
    Move(Vec2),
    Up(Vec2),
}

/// One screen of the app.
pub trait Screen {
    /// The buttons of the screen, in keyboard order (Tab goes through them).
    fn widgets(&self, ctx: &Ctx, ui: &Ui) -> Vec<Widget>;

    /// A widget was activated (click, tap, Enter or Space on the focused one).
    fn activate(&mut self, ctx: &mut Ctx, id: u32) -> Command;

    /// Advances animations and timers.
    fn update(&mut self, _ctx: &mut Ctx, _dt: f32) -> Command {
        Command::None
    }

    /// A pointer event outside the widgets (clicking a board square, a card pile…).
    fn pointer(&mut self, _ctx: &mut Ctx, _ui: &Ui, _event: Pointer) -> Command {
        Command::None
    }

    /// A key the screen may want (shortcuts, moving a cursor); `None` when it does not handle it.
    fn key(&mut self, _ctx: &mut Ctx, _key: KeyCode) -> Option<Command> {
        None
    }

    /// Escape: by default, back to the previous screen.
    fn back(&mut self, _ctx: &mut Ctx) -> Command {
        Command::Pop
    }

    fn draw(&self, ctx: &Ctx, ui: &Ui);

    /// Texts the screen must draw at every screen and text size (the title of a hint the child asked
    /// for): `--check-layout` reports one that is left out.
    fn must_show(&self, _ctx: &Ctx) -> Vec<String> {
        Vec::new()
    }

    /// Called when the screen leaves the stack or the app closes (to save a game in progress).
    fn leave(&mut self, _ctx: &mut Ctx) {}

    /// True while the screen changes without the child doing anything: an animation, the computer
    /// about to answer, a timer, a file to watch. While the top screen says false, the app draws no
    /// frame until an input or a window event (the processor sleeps). The default keeps drawing: a
    /// screen that only waits for the child says so.
    fn animating(&self) -> bool {
        true
    }

    /// True while the screen shows a teacher's files that it re-reads when they change: the sleeping app
    /// then wakes about once a second so that `update` can look at them.
    fn watches_files(&self) -> bool {
        false
    }
}
