//! The web build's entry point (`web/build.sh` builds it for `wasm32-unknown-unknown`): the classroom
//! app alone, without the command line (clap and the headless subcommands stay out of the web build).
//! Natively it simply opens the app, like `ludoclasse` with no subcommand.

fn main() {
    ludoclasse::app::run();
}
