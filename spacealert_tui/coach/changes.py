"""The smallest changes that matter: one card, then two, that save the ship or score more.

Every crew member × turn × card they could have played there is resolved, screened on
a few damage draws, and the best are judged on all of them. Pairs are tried only
among the best single changes (all pairs of a four-member crew would be half a
million resolutions). Ranked as `Verdict.key` ranks: more draws won, then more points.
"""
from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Callable, Sequence

from spacealert_tui.coach.judge import Rows, Verdict, draw_seeds, judge_many, rows_of, with_actions
from spacealert_tui.coach.legal import Hands, choices, fits, is_legal, keep_stumble, with_played
from spacealert_tui.i18n import _, decimal
from spacealert_tui.rules import Resolution, resolve
from spacealert_tui.rules.actions import Action
from spacealert_tui.rules.events import StepBegan, ThreatDestroyed
from spacealert_tui.rules.record import GameRecord
from spacealert_tui.rules.text import Seq, made, pmsg, remember, tr


CHUNK = 64                  # candidates judged between two looks at `stop`


class Cancelled(Exception):
    """`best_changes` was stopped (its `stop` said so) before it had an answer."""


@dataclass(frozen=True, slots=True)
class Swap:
    """One slot changed: crew member `player` (index) plays `new` instead of `old` in `turn`."""

    player: int
    turn: int
    old: Action
    new: Action


@dataclass(frozen=True, slots=True)
class Change:
    swaps: tuple[Swap, ...]
    verdict: Verdict
    record: GameRecord          # the record with the change made (the crew's own draw)


@dataclass(frozen=True, slots=True)
class Changes:
    """The record's own verdict and its best single and pair changes, best first."""

    verdict: Verdict
    singles: tuple[Change, ...]
    pairs: tuple[Change, ...]


def apply(record: GameRecord, swaps: Sequence[Swap]) -> GameRecord:
    plans = [list(member.actions) for member in record.crew]
    for s in swaps:
        plans[s.player][s.turn - 1] = keep_stumble(plans[s.player][s.turn - 1], s.new)
    return with_actions(record, plans)


def single_swaps(record: GameRecord, hands: Hands | None = None) -> list[Swap]:
    """Every legal one-card change of the record, member by member, turn by turn; with
    `hands`, only those the cards held allow."""
    out: list[Swap] = []
    for index, member in enumerate(record.crew):
        for turn in range(1, 13):
            old = member.actions[turn - 1]
            out.extend(Swap(index, turn, old, new) for new in choices(
                member.actions, turn, member.specialization, "double_actions" in record.rules))
    if hands is None:
        return out
    return [s for s in out if fits(hands, [m.actions for m in apply(record, [s]).crew])]


def best_changes(record: GameRecord, *, draws: int = 20, screen: int = 4, keep: int = 5,
                 rows: Rows = rows_of, hands: Hands | None = None,
                 stop: Callable[[], bool] | None = None) -> Changes:
    """The best `keep` single changes and pairs that beat the record over `draws` draws
    (with `hands`, changes the cards held allow).

    Every single change is first resolved on `screen` draws; the best `3 * keep` are
    judged on all `draws`; pairs are made of the best `keep + 3` singles. `stop` is
    asked between batches of `CHUNK` candidates (a screen the user left stops the work
    it started): when it says so, `Cancelled` is raised."""
    def judged(records: Sequence[GameRecord], seeds: Sequence[int]) -> list[Verdict]:
        return _judge_many(records, seeds, rows, stop)

    hands = with_played(hands, [m.actions for m in record.crew])
    seeds = draw_seeds(record, draws)
    base = judged([record], seeds)[0]
    swaps = single_swaps(record, hands)
    screened = judged([apply(record, [s]) for s in swaps], seeds[:max(0, screen - 1)])
    base_screen = judge_many([record], seeds[:max(0, screen - 1)], rows)[0]
    order = sorted(range(len(swaps)), key=lambda i: screened[i].key, reverse=True)
    promising = [swaps[i] for i in order[:3 * keep] if screened[i].key > base_screen.key]
    singles = _judged([(s,) for s in promising], record, seeds, judged, base)
    bases = [c.swaps[0] for c in singles[:keep + 3]]
    combos = []
    for i, a in enumerate(bases):
        for b in bases[i + 1:]:
            if (a.player, a.turn) == (b.player, b.turn):
                continue
            changed = apply(record, [a, b])
            if (all(is_legal(m.actions, m.specialization) for m in changed.crew)
                    and fits(hands, [m.actions for m in changed.crew])):
                combos.append((a, b))
    pairs = _judged(combos, record, seeds, judged, base)
    best_single = {c.swaps[0]: c.verdict.key for c in singles}
    pairs = [c for c in pairs if c.verdict.key > max(best_single[c.swaps[0]], best_single[c.swaps[1]])]
    return Changes(base, tuple(singles[:keep]), tuple(pairs[:keep]))


def _judge_many(records: Sequence[GameRecord], seeds: Sequence[int], rows: Rows,
                stop: Callable[[], bool] | None) -> list[Verdict]:
    """`judge_many`, in batches of `CHUNK` with a look at `stop` before each (in one
    bulk call when there is no `stop`)."""
    if stop is None:
        return judge_many(records, seeds, rows)
    out: list[Verdict] = []
    for i in range(0, max(1, len(records)), CHUNK):
        if stop():
            raise Cancelled
        out += judge_many(records[i:i + CHUNK], seeds, rows)
    return out


def _judged(candidates: Sequence[tuple[Swap, ...]], record: GameRecord, seeds: Sequence[int],
            judged: Callable[[Sequence[GameRecord], Sequence[int]], list[Verdict]], base: Verdict) -> list[Change]:
    records = [apply(record, c) for c in candidates]
    verdicts = judged(records, seeds)
    out = [Change(c, v, r) for c, v, r in zip(candidates, verdicts, records) if v.key > base.key]
    out.sort(key=lambda c: c.verdict.key, reverse=True)
    return out


# -- in words ------------------------------------------------------------------------------
def token_word(token: str) -> str:
    """A record token ("A", "red", "empty", "HA!") as the crew's language shows a card."""
    base, stumble = (token[:-1], "!") if token.endswith("!") else (token, "")
    if base.startswith("Hmove:"):
        # Translators: a heroic move card to a station, as the record spells it in English
        return _("Hmove:{station}").format(station=tr(base.removeprefix("Hmove:"))) + stumble
    if base in ("HA", "HB", "Hbots"):
        return _("heroic {action}").format(action=tr(base[1:], "action")) + stumble
    return tr(base, "action") + stumble


def swap_text(record: GameRecord, swap: Swap) -> str:
    name = record.crew[swap.player].name
    return _("Turn {turn}, {player}: {new} instead of {old}").format(
        turn=swap.turn, player=name, new=token_word(swap.new.token), old=token_word(swap.old.token))


def effect_text(before: Resolution, after: Resolution) -> str:
    """What a change did on the crew's own draw: the ship saved, threats destroyed,
    damage per zone, points. English (the coach's JSON says it); `tr` words it in the
    crew's language, each part being a text `made` from its template."""
    parts = []
    a, b = before.result, after.result
    if a.won != b.won:
        parts.append(made("the ship jumps home") if b.won
                     else made("the ship is lost in turn {turn}", turn=b.lost_turn))
    elif not b.won and a.lost_turn != b.lost_turn:
        parts.append(made("the ship is lost in turn {turn} instead of {was}", turn=b.lost_turn, was=a.lost_turn))
    was = {t.label: t.outcome for t in a.threats}
    destroyed_turn = _destroyed_turns(after)
    for t in b.threats:
        if t.outcome != was.get(t.label) and t.outcome == "destroyed":
            parts.append(made("{threat} destroyed in turn {turn}", threat=_card_name(t.label),
                              turn=destroyed_turn.get(t.label, "?")))
        elif t.outcome != was.get(t.label) and was.get(t.label) == "destroyed":
            parts.append(made("{threat} no longer destroyed", threat=_card_name(t.label)))
    for zone, amount in b.damage.items():
        delta = amount - a.damage.get(zone, 0)
        if delta:
            parts.append(made("{zone} takes {n} damage less", zone=pmsg("zone", zone), n=abs(delta)) if delta < 0
                         else made("{zone} takes {n} damage more", zone=pmsg("zone", zone), n=delta))
    if a.score is not None and b.score is not None and a.score.total != b.score.total:
        parts.append(made("{points} points", points=f"{b.score.total - a.score.total:+d}"))
    elif b.score is not None and a.score is None:
        parts.append(made("score {total}", total=b.score.total))
    if not parts:
        return made("no difference on this draw")
    return remember(Seq(", ", parts))


def _card_name(label: str) -> str:
    """"Destroyer" of "Destroyer #1": the threat's card name."""
    return label.split(" #")[0]


def verdict_text(verdict: Verdict, base: Verdict | None = None) -> str:
    """"wins 18 of 20 damage draws, was 12, mean score 41.2, +3.5" (without `base`: the
    plan's own figures only)."""
    if base is None:
        line = _("wins {wins} of {runs} damage draws").format(wins=verdict.wins, runs=verdict.runs)
    else:
        line = _("wins {wins} of {runs} damage draws, was {was}").format(
            wins=verdict.wins, runs=verdict.runs, was=base.wins)
    if verdict.wins:
        line += _(", mean score {score}").format(score=decimal(verdict.mean_score, 1))
        if base is not None and base.wins:
            line += ", " + decimal(verdict.mean_score - base.mean_score, 1, sign=True)
    return line


def change_text(record: GameRecord, change: Change, base: Verdict, before: Resolution | None = None) -> str:
    """"Turn 5, Bea: A instead of empty → Destroyer destroyed in turn 7, ... (wins 18 of 20 draws)"."""
    before = before or resolve(record)
    swaps = "; ".join(swap_text(record, s) for s in change.swaps)
    return (f"{swaps} → {tr(effect_text(before, resolve(change.record)))} "
            f"[{verdict_text(change.verdict, base)}]")


def _destroyed_turns(resolution: Resolution) -> dict[str, int]:
    turn, out = 0, {}
    for e in resolution.events:
        if isinstance(e, StepBegan):
            turn = e.turn
        elif isinstance(e, ThreatDestroyed):
            out[e.threat] = turn
    return out
