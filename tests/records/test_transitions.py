"""The transition table itself: what is final, what a paid record may not do, and that every
status is reachable from a new record."""

from __future__ import annotations

import pytest

from api.records import transitions
from api.records.transitions import FINAL, INITIAL, MOVES, STATUSES, Facts, Kind
from data.statuses import BookingStatus, OrderStatus, PrasadStatus, VisitStatus


def test_cancelled_completed_and_delivered_are_final() -> None:
    assert FINAL[Kind.BOOKING] == {BookingStatus.CANCELLED, BookingStatus.COMPLETED}
    assert FINAL[Kind.ORDER] == {OrderStatus.CANCELLED, OrderStatus.DELIVERED}
    assert FINAL[Kind.VISIT] == {VisitStatus.COMPLETED, VisitStatus.DECLINED, VisitStatus.LAPSED}
    for kind in Kind:
        for status in FINAL[kind]:
            assert transitions.next_statuses(kind, status, Facts(paid=False)) == [status]


@pytest.mark.parametrize("kind", list(Kind))
def test_every_status_is_reachable_from_the_first(kind: Kind) -> None:
    reached, frontier = {INITIAL[kind]}, [INITIAL[kind]]
    while frontier:
        current = frontier.pop()
        for status in transitions.next_statuses(kind, current, Facts(paid=False)):
            if status not in reached:
                reached.add(status)
                frontier.append(status)
    assert reached == set(STATUSES[kind])


@pytest.mark.parametrize("kind", list(Kind))
def test_a_paid_record_never_goes_back_to_pending(kind: Kind) -> None:
    for current in STATUSES[kind]:
        if current != "pending":
            assert "pending" not in transitions.next_statuses(kind, current, Facts(paid=True))


def test_an_order_is_not_delivered_before_it_is_shipped() -> None:
    for current in ("pending", "confirmed", "processing"):
        problem = transitions.refusal(Kind.ORDER, current, "delivered", Facts(paid=True))
        assert problem is not None
        assert problem.code == "status_not_allowed"
    assert transitions.refusal(Kind.ORDER, "shipped", "delivered", Facts(paid=False)) is None


def test_refusals_name_both_statuses() -> None:
    problem = transitions.refusal(Kind.BOOKING, "cancelled", "confirmed", Facts(paid=True))
    assert problem is not None
    assert problem.code == "status_final"
    assert "cancelled" in problem.message
    assert "confirmed" in problem.message
    assert transitions.refusal(Kind.BOOKING, "pending", "pending", Facts(paid=False)) is None


def test_the_table_names_only_known_statuses() -> None:
    for kind, moves in MOVES.items():
        for before, after in moves:
            assert {before, after} <= set(STATUSES[kind])


def test_a_visit_moves_only_forward_and_each_step_has_its_condition() -> None:
    v = VisitStatus
    assert transitions.next_statuses(Kind.VISIT, v.OFFERED) == [
        v.OFFERED,
        v.ACCEPTED,
        v.DECLINED,
        v.LAPSED,
    ]
    late = transitions.refusal(Kind.VISIT, v.OFFERED, v.ACCEPTED, Facts(in_time=False))
    assert late is not None and late.code == "offer_lapsed"
    early = transitions.refusal(Kind.VISIT, v.ACCEPTED, v.STARTED, Facts(day_come=False))
    assert early is not None and early.code == "status_too_early"
    assert early.message == (
        "This visit is for a day still to come: it can be started on or after that day."
    )
    bare = transitions.refusal(Kind.VISIT, v.STARTED, v.COMPLETED, Facts(photographed=False))
    assert bare is not None and bare.code == "photo_required"
    assert transitions.refusal(Kind.VISIT, v.STARTED, v.COMPLETED, Facts(photographed=True)) is None
    skipped = transitions.refusal(Kind.VISIT, v.OFFERED, v.STARTED)
    assert skipped is not None and skipped.code == "status_not_allowed"
    # A started puja is not declined: the priest is there.
    assert transitions.refusal(Kind.VISIT, v.STARTED, v.DECLINED) is not None


def test_prasad_ships_once_its_pooja_is_offered_then_arrives_or_comes_back() -> None:
    p = PrasadStatus
    assert FINAL[Kind.PRASAD] == {p.DELIVERED, p.RETURNED}
    assert INITIAL[Kind.PRASAD] == p.TO_SHIP
    assert transitions.prasad_moves(p.TO_SHIP, offered=True) == [p.TO_SHIP, p.SHIPPED]
    assert transitions.prasad_moves(p.TO_SHIP, offered=False) == [p.TO_SHIP]
    assert transitions.prasad_moves(p.SHIPPED, offered=False) == [
        p.SHIPPED,
        p.DELIVERED,
        p.RETURNED,
    ]
    early = transitions.refusal(Kind.PRASAD, p.TO_SHIP, p.SHIPPED, Facts(offered=False))
    assert early is not None and early.code == "prasad_not_offered"
    skipped = transitions.refusal(Kind.PRASAD, p.TO_SHIP, p.DELIVERED)
    assert skipped == transitions.Refusal(
        "status_not_allowed", "A to ship prasad cannot be moved to delivered."
    )
