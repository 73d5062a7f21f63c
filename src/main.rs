//! The `ludoclasse` binary: with no subcommand it opens the classroom app; subcommands do headless work
//! (replays, statistics, perft, printing, screenshots). The work itself lives in the library.

use std::process::ExitCode;

mod cli;

fn main() -> ExitCode {
    ludoclasse::app::gfx::before_window();
    cli::quiet_on_closed_output();
    match cli::parse() {
        Ok(cli) => cli::run(cli),
        Err(status) => status,
    }
}
