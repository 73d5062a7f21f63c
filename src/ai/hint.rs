//! A hint for the side to move: the move the search prefers and a reason a child can read.
//!
//! The search picks the move; [`facts`] then looks at it with the rules only (does it capture? was the
//! piece threatened? does it threaten to win? does it end the game?) and each game turns those facts
//! into one of its reasons ([`Explain::reason`]): a Fluent message id from `assets/locales/<lang>/hint.ftl`
//! with its variables. Nothing here writes a sentence.

use serde::Serialize;

use super::search::{self, Evaluate};
use super::{Level, analyse, choose_move};
use crate::core::BoardRules;
use crate::core::game::{Side, Winner};
use crate::core::geometry::Square;
use crate::core::rng::Rng;
use crate::i18n::Message;

/// A chance, as a fraction a child can read ("1 in 2").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Chance {
    pub favourable: u32,
    pub total: u32,
}

impl Chance {
    /// `favourable` in `total`, reduced (4 in 8 becomes 1 in 2).
    pub fn new(favourable: u32, total: u32) -> Chance {
        let d = gcd(favourable, total).max(1);
        Chance {
            favourable: favourable / d,
            total: total / d,
        }
    }

    pub fn is_certain(self) -> bool {
        self.total > 0 && self.favourable == self.total
    }

    pub fn is_none(self) -> bool {
        self.favourable == 0
    }
}

fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// What a game adds to its evaluation so that moves can be explained and annotated.
/// The squares a move uses and whether it captures come from the game's own rules ([`BoardRules`]).
pub trait Explain: Evaluate + BoardRules {
    /// The points `mv` brings at once or secures (a chief on the target line, a tank in the enemy base,
    /// an arrival).
    fn points(&self, _mv: Self::Move) -> Option<i32> {
        None
    }

    /// The chance that `mv` steps on a mine, for games with hidden mines.
    fn mine_chance(&self, _mv: Self::Move) -> Option<Chance> {
        None
    }

    /// The position right after `mv` as the mover pictures it (a hidden card taken as harmless).
    fn after(&self, mv: Self::Move) -> Self {
        let mut next = self.clone();
        next.play_unchecked(mv);
        next
    }

    /// A start position for one game of a match: this position, or a fresh random setup where the game
    /// has one (the hidden mine cards).
    fn random_setup(&self, _rng: &mut Rng) -> Self {
        self.clone()
    }

    /// The reason to give for `mv`, one of the game's `hint-…` messages.
    fn reason(&self, mv: Self::Move, facts: &Facts) -> Message;
}

/// What the rules say about one move, for choosing its reason.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Facts {
    pub side: Option<Side>,
    pub from: Option<Square>,
    pub to: Option<Square>,
    /// The search's score of the move, for the side playing it.
    pub score: i32,
    /// The game ends with this move.
    pub ends_game: bool,
    /// The game ends with this move and the mover wins.
    pub wins_now: bool,
    /// The search proves a win in this many of the mover's moves (this one included).
    pub forced_win_in: Option<u32>,
    /// Every other move loses by force, this one does not.
    pub only_defence: bool,
    pub captures: bool,
    /// The moved piece could be taken where it stood, and not where it goes.
    pub saves: bool,
    /// The moved piece can be taken where it lands.
    pub lands_attacked: bool,
    /// The moved piece can be taken where it lands, and whichever enemy piece takes it can be taken
    /// back on that square.
    pub takes_back: bool,
    /// The squares of the mover's pieces the enemy can take right after the move (`None` when the
    /// game goes on with no way to tell, or is over).
    pub exposed: Option<Vec<Square>>,
    /// If the enemy did nothing, the mover could win at once by a move to this square.
    pub threatens_win_on: Option<Square>,
    /// The enemy could have won at once by a move to this square; after this move it no longer can.
    pub stops_win_on: Option<Square>,
    pub points: Option<i32>,
    pub mine_chance: Option<Chance>,
}

impl Facts {
    /// The square where the enemy could have won, unless it was by taking the moved piece, which this
    /// move saves: then "your piece could be taken, this move brings it to safety" says it better.
    pub fn stops_win_elsewhere(&self) -> Option<Square> {
        self.stops_win_on
            .filter(|&square| !(self.saves && Some(square) == self.from))
    }
}

/// A suggested move and its reason.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint<M> {
    pub mv: M,
    pub from: Option<Square>,
    pub to: Option<Square>,
    pub reason: Message,
    /// The evaluation for the side to move (hundredths of a small piece; ±1 000 000 for a forced result).
    pub score: i32,
    pub depth: u32,
    pub nodes: u64,
    pub facts: Facts,
}

/// The hint for the side to move of `game` at `level` (`None` when the game is over). It looks only at
/// what the side to move may know.
pub fn hint<G: Explain>(game: &G, level: Level, rng: &mut Rng) -> Option<Hint<G::Move>> {
    let view = game.knowledge(game.turn());
    let (mv, score, depth, nodes, others_lose) = if level.limits().is_some() {
        let result = analyse(&view, level, rng);
        let best = result.best?;
        // Scores after the first are upper bounds: a bound that is a loss proves the loss.
        let others_lose = result.scores.len() > 1
            && result.scores[1..]
                .iter()
                .all(|&(_, s)| s <= -search::WIN_THRESHOLD)
            && result.score > -search::WIN_THRESHOLD;
        let (mv, score, checked) = if others_lose || search::is_forced(result.score) {
            (best, result.score, 0)
        } else {
            two_move_check(&view, best, result.score, rng)
        };
        (mv, score, result.depth, result.nodes + checked, others_lose)
    } else {
        let mv = choose_move(&view, level, rng)?;
        let scores = search::one_ply_scores(&view, 8, rng);
        let score = scores.iter().find(|e| e.0 == mv).map_or(0, |e| e.1);
        (mv, score, 1, scores.len() as u64, false)
    };
    let mut facts = facts(&view, mv, score);
    facts.only_defence = others_lose;
    let reason = explain(&view, mv, &facts);
    Some(Hint {
        mv,
        from: facts.from,
        to: facts.to,
        reason,
        score,
        depth,
        nodes,
        facts,
    })
}

/// How much worse than the best move of the two-move check a hint may be, in the evaluations' unit:
/// three quarters of a small piece. Measured on 233 Tank Battle positions from games between two
/// beginners, against a search 40 times larger: the search's move fell 0.8 of a piece or more short
/// of the best 5 times, never after the check (0.4 or more: 11 times, then 6). In Espion and Schada
/// the check changed nothing measurable.
const TWO_MOVE_MARGIN: i32 = 75;

/// The hint's check of `best`, the search's move: every move, its best reply and the captures that
/// follow, each with its exact score. A search that runs out of budget half-way through an iteration may
/// prefer a move that simply loses a piece to the reply (Tank Battle: a tank sent where the enemy takes
/// it for nothing). A child follows a hint to the letter, so such a move gives way to the check's best.
/// Positions with hidden cards keep the search's move (one sampled world would see cards the child does
/// not). Returns the move, its score and the positions visited.
fn two_move_check<G: Explain>(
    view: &G,
    best: G::Move,
    score: i32,
    rng: &mut Rng,
) -> (G::Move, i32, u64) {
    if view.has_hidden_information() {
        return (best, score, 0);
    }
    let check = search::search(view, &search::Limits::two_moves(), rng);
    let of_best = check.scores.iter().find(|e| e.0 == best).map(|e| e.1);
    match (check.best, of_best) {
        (Some(safer), Some(s)) if s < check.score - TWO_MOVE_MARGIN => {
            (safer, check.score, check.nodes)
        }
        _ => (best, score, check.nodes),
    }
}

/// Squares where `game`'s side to move can capture.
pub fn capture_targets<G: Explain>(game: &G) -> Vec<Square> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut targets: Vec<Square> = moves
        .into_iter()
        .filter(|&m| game.captures(m))
        .filter_map(|m| G::move_squares(m).map(|(_, to)| to))
        .collect();
    targets.sort_by_key(|s| (s.rank(), s.file()));
    targets.dedup();
    targets
}

/// A square where `game`'s side to move could win at once, if any.
pub fn winning_square<G: Explain>(game: &G) -> Option<Square> {
    let side = game.turn();
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves.into_iter().find_map(|m| {
        let mut next = game.clone();
        next.play_unchecked(m);
        let wins = next
            .outcome()
            .is_some_and(|o| o.winner == Winner::Side(side));
        wins.then(|| G::move_squares(m).map(|(_, to)| to)).flatten()
    })
}

/// The facts about `mv` in `view` (what the side to move knows), `score` being the search's score.
pub fn facts<G: Explain>(view: &G, mv: G::Move, score: i32) -> Facts {
    let side = view.turn();
    let squares = G::move_squares(mv);
    let after = view.after(mv);
    let outcome = after.outcome();
    let mut facts = Facts {
        side: Some(side),
        from: squares.map(|s| s.0),
        to: squares.map(|s| s.1),
        score,
        ends_game: outcome.is_some(),
        wins_now: outcome.is_some_and(|o| o.winner == Winner::Side(side)),
        forced_win_in: search::win_distance(score)
            .filter(|_| score > 0)
            .map(|plies| plies.div_ceil(2)),
        captures: view.captures(mv),
        points: view.points(mv),
        mine_chance: view.mine_chance(mv),
        ..Facts::default()
    };
    if outcome.is_some() {
        return facts;
    }
    let Some((from, to)) = squares else {
        return facts;
    };
    // The enemy's threats before the move (as if it could move now) and after it.
    let threats_before = view.turn_passed();
    let enemy_after = to_move(after.clone(), side.other());
    let attacked_after = enemy_after
        .as_ref()
        .map(capture_targets)
        .unwrap_or_default();
    facts.lands_attacked = attacked_after.contains(&to);
    facts.takes_back = facts.lands_attacked
        && enemy_after
            .as_ref()
            .is_some_and(|enemy| every_capture_answered(enemy, to));
    facts.exposed = enemy_after.is_some().then(|| attacked_after.clone());
    if let Some(before) = &threats_before {
        let attacked_before = capture_targets(before);
        facts.saves = attacked_before.contains(&from) && !facts.lands_attacked;
        if let Some(square) = winning_square(before) {
            let still = enemy_after.as_ref().and_then(winning_square);
            if still.is_none() {
                facts.stops_win_on = Some(square);
            }
        }
    }
    let mover_again = to_move(after, side);
    facts.threatens_win_on = mover_again.as_ref().and_then(winning_square);
    facts
}

/// `game` with `side` to move: itself when it is `side`'s turn, else with the turn passed (what `side`
/// could do if it moved now).
fn to_move<G: Explain>(game: G, side: Side) -> Option<G> {
    if game.turn() == side {
        Some(game)
    } else {
        game.turn_passed()
    }
}

/// The reason for `mv` (the game's own), followed by a caution when the moved piece can be taken where
/// it lands: the child should know a piece goes where it can be taken, and whether it can be avenged.
pub fn explain<G: Explain>(view: &G, mv: G::Move, facts: &Facts) -> Message {
    let reason = view.reason(mv, facts);
    match caution(facts, &reason) {
        Some(caution) => reason.then(caution),
        None => reason,
    }
}

/// What to add to `reason` when the moved piece lands where it can be taken: that the enemy piece
/// that takes it can be taken in turn, that a capture is a trade, or plainly that it can be taken.
/// Nothing when the game ends, when the move wins by force or is the only defence (a piece given for
/// that is no loss), or when the reason already speaks of a piece that can be taken.
fn caution(facts: &Facts, reason: &Message) -> Option<Message> {
    let said = matches!(reason.id.as_str(), "hint-best-exposed" | "hint-all-lose");
    if !facts.lands_attacked
        || facts.ends_game
        || facts.forced_win_in.is_some()
        || facts.only_defence
        || said
    {
        return None;
    }
    let id = if facts.takes_back {
        "hint-caution-take-back"
    } else if facts.captures {
        "hint-caution-trade"
    } else {
        "hint-caution-exposed"
    };
    Some(Message::new(id).with("square", facts.to?.to_string()))
}

/// Whether every capture that `game`'s side to move can make on `square` can be answered by a capture on
/// that same square (the game going on).
fn every_capture_answered<G: Explain>(game: &G, square: Square) -> bool {
    let side = game.turn();
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves
        .into_iter()
        .filter(|&m| game.captures(m) && G::move_squares(m).is_some_and(|(_, to)| to == square))
        .all(|m| {
            let next = game.after(m);
            if next.outcome().is_some() {
                return false;
            }
            to_move(next, side.other()).is_some_and(|a| capture_targets(&a).contains(&square))
        })
}

/// The reasons every game shares, in order: a forced win, the only defence, a pass. `None` when none
/// applies (the game then gives its own reason).
pub fn common_reason(facts: &Facts) -> Option<Message> {
    if facts.from.is_none() && !facts.ends_game {
        return Some(Message::new("hint-pass"));
    }
    if !facts.wins_now
        && let Some(moves) = facts.forced_win_in
        && moves > 1
    {
        return Some(Message::new("hint-forced-win").with("moves", moves));
    }
    if facts.only_defence {
        return Some(Message::new("hint-only-defence"));
    }
    None
}

/// The message for a move that gives nothing special: what is true of it for the mover's pieces —
/// none of them can be taken after it, or which one can.
pub fn plain_reason(facts: &Facts) -> Message {
    if facts.score <= -search::WIN_THRESHOLD {
        return Message::new("hint-all-lose");
    }
    match &facts.exposed {
        Some(squares) if squares.is_empty() => Message::new("hint-best-safe"),
        // The moved piece can be taken: the caution that follows says so, and what comes after.
        Some(_) if facts.lands_attacked => Message::new("hint-best-plain"),
        Some(squares) => Message::new("hint-best-exposed").with("square", squares[0].to_string()),
        None => Message::new("hint-best-plain"),
    }
}

/// Positions reached by random play from `start`, for tests: `count` positions, each after a random
/// number of moves below `max_moves`, none of them over.
#[cfg(test)]
pub(crate) fn random_positions<G: crate::core::game::Game>(
    start: &G,
    count: usize,
    max_moves: u32,
    seed: u64,
) -> Vec<G> {
    let mut rng = Rng::new(seed);
    let mut positions = Vec::new();
    let mut moves = Vec::new();
    while positions.len() < count {
        let mut game = start.clone();
        let length = 1 + rng.below(max_moves);
        for _ in 0..length {
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            game.play_unchecked(moves[rng.below(moves.len() as u32) as usize]);
        }
        if !game.is_over() {
            positions.push(game);
        }
    }
    positions
}

/// Checks that `message` exists in both languages and formats with all its variables.
#[cfg(test)]
pub(crate) fn assert_known(message: &Message) {
    use crate::i18n::{Lang, Texts};
    thread_local! {
        static TEXTS: Vec<Texts> = Lang::ALL
            .iter()
            .map(|&l| Texts::load(l).expect("the texts load"))
            .collect();
    }
    TEXTS.with(|texts| check_known(texts, message));
}

#[cfg(test)]
fn check_known(texts: &[crate::i18n::Texts], message: &Message) {
    for t in texts {
        assert!(t.has(&message.id), "{} lacks {}", t.lang(), message.id);
        let text = t.format(message);
        assert!(
            !text.contains('{') && !text.contains("$"),
            "{}: {} formats as {text:?}",
            t.lang(),
            message.id
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::game::Game;

    /// Over many positions of the four board games, each reason's claim is checked against the position
    /// itself: a move said to leave no piece to take leaves none, a piece said to be exposed is, a
    /// capture captures, a saved piece was attacked and is no longer; and no reason speaks of a "bilan"
    /// or a score in numbers.
    /// A caution after the reason is checked the same way: the moved piece can be taken where it lands,
    /// and every piece that takes it can be taken back when the caution says so.
    /// Returns how many "plain" reasons (safe or exposed) and how many cautions were checked.
    fn reasons_are_true<G: Explain + Game>(start: &G, seed: u64) -> (usize, usize) {
        let (mut plain, mut cautions) = (0, 0);
        let texts = crate::i18n::Texts::load(crate::i18n::Lang::Fr).expect("the texts load");
        for (i, game) in random_positions(start, 30, 40, seed).iter().enumerate() {
            let found = hint(game, Level::Debutant, &mut Rng::new(i as u64)).expect("a hint");
            let view = game.knowledge(game.turn());
            let text = texts.format(&found.reason);
            assert!(!text.contains("bilan"), "{text}");
            let square = square_of(&found.reason);
            let after = view.after(found.mv);
            let enemy = to_move(after, view.turn().other());
            let exposed = enemy.as_ref().map(capture_targets);
            if found.reason.id.starts_with("hint-best-") {
                plain += 1;
            }
            match found.reason.id.as_str() {
                "hint-best-safe" => {
                    assert_eq!(
                        exposed.as_deref(),
                        Some(&[][..]),
                        "{text} in {}",
                        game.to_notation()
                    )
                }
                "hint-best-exposed" => {
                    let exposed = exposed.expect("the enemy's replies are known");
                    assert!(
                        exposed.iter().any(|s| square == Some(s.to_string())),
                        "{text} in {}",
                        game.to_notation()
                    );
                }
                "hint-captures" => assert!(view.captures(found.mv), "{text}"),
                "hint-saves" => {
                    let (from, to) = G::move_squares(found.mv).expect("a move");
                    let before = view.turn_passed().expect("the enemy's threats");
                    assert!(capture_targets(&before).contains(&from), "{text}");
                    assert!(!exposed.unwrap_or_default().contains(&to), "{text}");
                }
                _ => {}
            }
            if let Some(caution) = &found.reason.then {
                cautions += 1;
                let to = G::move_squares(found.mv).expect("a move").1;
                let said = texts.format(caution);
                assert_eq!(square_of(caution), Some(to.to_string()), "{said}");
                let enemy = enemy.as_ref().expect("the enemy's replies are known");
                assert!(capture_targets(enemy).contains(&to), "{said}");
                match caution.id.as_str() {
                    "hint-caution-take-back" => {
                        assert!(every_capture_answered(enemy, to), "{said}")
                    }
                    "hint-caution-trade" => assert!(view.captures(found.mv), "{said}"),
                    "hint-caution-exposed" => assert!(!view.captures(found.mv), "{said}"),
                    other => panic!("{other} is not a caution"),
                }
            }
        }
        (plain, cautions)
    }

    fn square_of(message: &Message) -> Option<String> {
        message.args.iter().find_map(|(n, v)| match v {
            crate::i18n::Arg::Text(t) if n == "square" => Some(t.clone()),
            _ => None,
        })
    }

    #[test]
    fn every_hint_reason_is_true_of_its_position() {
        use crate::ai::testing::start;
        use crate::core::{chars::Chars, espion::Espion, schada::Schada, tank_battle::TankBattle};
        let counts = [
            reasons_are_true(&start::<Espion>(), 11),
            reasons_are_true(&start::<Schada>(), 12),
            reasons_are_true(&start::<TankBattle>(), 13),
            reasons_are_true(&start::<Chars>(), 14),
        ];
        let plain: usize = counts.iter().map(|c| c.0).sum();
        let cautions: usize = counts.iter().map(|c| c.1).sum();
        assert!(plain >= 10, "only {plain} plain reasons were checked");
        assert!(cautions >= 5, "only {cautions} cautions were checked");
    }
}
