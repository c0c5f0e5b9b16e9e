"""Generated priest and temple bookings, row by row: who made them, when, what they booked
and how each one went (data/demo_data/flow.py). Store orders: data/demo_data/orders.py."""

from __future__ import annotations

import random
from datetime import date, datetime, time
from decimal import Decimal

from data.demo_data.catalogue import Catalogue, DemoPriest, DemoRules
from data.demo_data.flow import CANCELLED, CONFIRMED, PENDING, Flow, Plan, Rows, Stage, new_id
from data.demo_data.people import Customer, pick_customer
from data.demo_data.timeline import (
    DAY,
    HOUR,
    INDIA_OFFSET,
    MINUTE,
    Calendar,
    between,
    day_text,
    india_day,
    stamp,
)
from data.statuses import BookingStatus, VisitStatus

# Every generated record carries this in client_ref (elsewhere the hash of a browser's cookie,
# 64 hex digits, so never this): how demo-data tells its own records from real ones.
MARKER = "demo-data"
CANCELLED_SHARE, STUCK_SHARE = 0.13, 0.06  # stuck: an admin never moved it on
ON_HOLD = 0.4  # of stuck temple bookings (confirmed at once), set back to pending
PAYS_ONLINE = {"priest": 0.65, "temple": 0.7, "store": 0.65}
AT_HOME = 0.7  # of priest bookings; the rest are pujas performed online
SPECIAL_REQUESTS = (
    "Please bring all the puja samagri",
    "Griha pravesh of our new flat",
    "A Hindi-speaking pandit, please",
    "Tamil-speaking priest preferred",
    "For our son's birthday",
    "Please call before arriving",
    "Elderly parents at home: please keep it short",
)
ONLINE_ADDRESS = "Online Service"  # what the app stores for a puja performed online
DONE_HOURS_AFTER_SLOT = (2, 30)


def seconds_into_day(start: time) -> int:
    return start.hour * HOUR + start.minute * MINUTE


def slot_start(label: str) -> int:
    """Seconds into the day a temple slot ("6:00 AM") begins."""
    try:
        return seconds_into_day(datetime.strptime(label.strip(), "%I:%M %p").time())
    except ValueError:
        return 12 * HOUR


# Places held in slots from today on, per (kind, ..., date): capacities bind these slots; and
# ("priest-held", date, label, priest id) for each priest already held, on any date.
Places = dict[tuple[str, ...], int]
PRIEST_HELD = "priest-held"
SLOT_TRIES = 8  # slots tried for one where a priest who performs the puja is at work
LANGUAGE_ASKED = 0.3  # of bookings, which ask for the language of the puja


class BookingBuilder:
    """Appends generated rows of one kind at a time; `take` hands them over."""

    def __init__(
        self,
        *,
        seed: str,
        catalogue: Catalogue,
        rules: DemoRules,
        pool: list[Customer],
        now: datetime,
        held: Places,
    ) -> None:
        self.rng = random.Random(seed)  # noqa: S311 - made up, repeatable by seed
        self.cat, self.rules, self.pool, self.held = catalogue, rules, pool, held
        self.cal = Calendar(now)
        self.rows = Rows()
        self.priest_labels = tuple(rules.priest_slots)
        # A priest slot takes as many bookings as there are active priests.
        self.priest_capacity = len(catalogue.priests)
        self.priest_starts = {k: seconds_into_day(v) for k, v in rules.priest_slots.items()}
        self.clock = {o.service_id: {s: slot_start(s) for s in o.slots} for o in catalogue.offers}

    def take(self) -> Rows:
        rows, self.rows = self.rows, Rows()
        return rows

    def _flow(
        self, kind: str, record_id: str, amount: Decimal, who: Customer, created: int
    ) -> Flow:
        initial = CONFIRMED if kind == "temple" else PENDING  # temple bookings confirm at once
        return Flow(
            self.rng,
            self.rows,
            kind=kind,
            record_id=record_id,
            amount=amount,
            phone=who.phone,
            created=created,
            initial=initial,
            last=self.cal.last,
        )

    def _when(
        self, start: int, lead_days: int, key: tuple[str, ...], capacity: int | None
    ) -> tuple[int, str, int, tuple[str, ...] | None]:
        """When the record was made, its visit's day (YYYY-MM-DD) and start; a visit from today
        on whose slot is full moves back, with its booking, to a day already past."""
        created = self.cal.created(self.rng)
        day = india_day(created) + lead_days
        held_key = None
        if capacity is not None and day >= self.cal.today:
            held_key = (*key, day_text(day))
            if self.held.get(held_key, 0) >= capacity:
                back = day - self.cal.today + 1 + int(self.rng.random() * 30)
                created, day, held_key = created - back * DAY, day - back, None
        return created, day_text(day), day * DAY - INDIA_OFFSET + start, held_key

    def _hold(self, key: tuple[str, ...] | None, flow: Flow) -> None:
        if key is not None and flow.status != CANCELLED:
            self.held[key] = self.held.get(key, 0) + 1

    def _booking_plan(
        self, created: int, visit: int, *, confirm: bool, online: bool, counter: bool
    ) -> Plan:
        rng = self.rng
        steps: list[tuple[Stage, int]] = []
        if confirm:
            confirm_by = min(visit, created + 36 * HOUR)
            steps.append((CONFIRMED, between(rng, created + 30 * MINUTE, confirm_by)))
        low, high = DONE_HOURS_AFTER_SLOT
        steps.append(
            (BookingStatus.COMPLETED, visit + int((low + rng.random() * (high - low)) * HOUR))
        )
        cancel_at, r = None, rng.random()
        if r < CANCELLED_SHARE:
            # After any online payment has settled (at most 30 minutes), before the slot.
            cancel_at = between(rng, created + 40 * MINUTE, visit - 5 * MINUTE)
            steps = [s for s in steps if s[1] < cancel_at]
        elif r < CANCELLED_SHARE + STUCK_SHARE:
            steps = steps[: int(rng.random() * len(steps))]
            if not confirm and rng.random() < ON_HOLD:  # an admin put it back to pending
                steps = [(PENDING, between(rng, created + HOUR, visit))]
        cash_at = None
        if counter and cancel_at is None:
            cash_at = visit - int(rng.random() * HOUR)
        return Plan(steps, online, cancel_at, cash_at, visit=visit)

    def _request(self) -> str:
        rng = self.rng
        return rng.choice(SPECIAL_REQUESTS) if rng.random() < 0.2 else ""

    def _qualified(self, puja_id: str, day: str, label: str, online: bool) -> list[DemoPriest]:
        """Priests who perform the puja, work then and (online) do online pujas."""
        when, start = date.fromisoformat(day), self.rules.priest_slots[label]
        return [
            p
            for p in self.cat.priests
            if puja_id in p.pujas
            and (p.online or not online)
            and day not in p.days_off
            and self.rules.works_then(p.availability, when, start)
        ]

    def _priest_slot(
        self, puja_id: str, online: bool
    ) -> tuple[str, int, str, int, tuple[str, ...] | None]:
        """A slot a devotee could book this puja in (some priest who performs it works then):
        (label, created, day, visit, held key)."""
        rng = self.rng
        lead = 1 + int(rng.random() ** 2 * 45)
        for _ in range(SLOT_TRIES):
            label = self.priest_labels[int(rng.random() * len(self.priest_labels))]
            created, day, visit, key = self._when(
                self.priest_starts[label], lead, ("priest", label), self.priest_capacity
            )
            if self._qualified(puja_id, day, label, online):
                break
        return label, created, day, visit, key

    def _assign(
        self, puja_id: str, day: str, label: str, online: bool, language: str | None
    ) -> DemoPriest | None:
        """The priest sent: free then (not held in the slot), the devotee's language first."""
        free = [
            p
            for p in self._qualified(puja_id, day, label, online)
            if (PRIEST_HELD, day, label, p.id) not in self.held
        ]
        if not free:
            return None  # every priest who could come is taken: an admin has it to solve
        speaking = [p for p in free if language in p.languages]
        chosen = (speaking or free)[int(self.rng.random() * len(speaking or free))]
        self.held[(PRIEST_HELD, day, label, chosen.id)] = 1
        return chosen

    def priest_booking(self) -> None:
        rng, cat = self.rng, self.cat
        who = pick_customer(rng, self.pool)
        puja = cat.pujas[int(rng.random() * len(cat.pujas))]
        at_home = rng.random() < AT_HOME
        label, created, day, visit, key = self._priest_slot(puja.id, not at_home)
        record_id = new_id(rng, "PB", created)
        flow = self._flow("priest", record_id, puja.price, who, created)
        online = rng.random() < PAYS_ONLINE["priest"]
        flow.play(self._booking_plan(created, visit, confirm=True, online=online, counter=False))
        language = None
        spoken = sorted({lang for p in cat.priests for lang in p.languages})
        if spoken and rng.random() < LANGUAGE_ASKED:
            language = spoken[int(rng.random() * len(spoken))]
        # The priest is assigned when the booking is confirmed, and set free if it is cancelled.
        assigned = None
        if CONFIRMED in flow.reached and flow.status != CANCELLED:
            assigned = self._assign(puja.id, day, label, not at_home, language)
        if assigned is not None:
            self.rows.assignments.append(
                {
                    "id": new_id(rng, "pa-", created),
                    "created_at": stamp(created),
                    "updated_at": stamp(created),
                    "priest_id": assigned.id,
                    "booking_id": record_id,
                    "selected_date": day,
                    "selected_time": label,
                    # The priest took it when it was confirmed; a finished one was done.
                    "status": VisitStatus.COMPLETED
                    if flow.status == BookingStatus.COMPLETED
                    else VisitStatus.ACCEPTED,
                    "offered_at": stamp(created),
                    "accepted_at": stamp(created),
                }
            )
        self.rows.records.append(
            {
                "id": record_id,
                "created_at": stamp(created),
                "updated_at": stamp(flow.updated),
                "service_id": puja.id,
                "service_name": puja.name,
                "customer_name": who.name,
                "customer_phone": who.phone,
                "customer_email": who.email if rng.random() < 0.9 else None,
                "customer_address": who.address if at_home else ONLINE_ADDRESS,
                "is_online": not at_home,
                "selected_date": day,
                "selected_time": label,
                "special_requests": self._request(),
                "price": puja.price,
                "status": flow.status,
                "priest_id": assigned.id if assigned else None,
                "priest_assigned": assigned.name if assigned else None,
                "priest_assigned_hi": assigned.name_hi if assigned else None,
                "language": language,
                "payment_status": flow.payment_status,
                "status_history": flow.history,
                "client_ref": MARKER,
                "payment_attempted_at": None,
            }
        )
        self._hold(key, flow)

    def temple_booking(self) -> None:
        rng = self.rng
        who = pick_customer(rng, self.pool)
        offer = self.cat.offers[int(rng.random() * len(self.cat.offers))]
        label = offer.slots[int(rng.random() * len(offer.slots))]
        lead = 1 + int(rng.random() ** 2.5 * 20)
        start = self.clock[offer.service_id][label]
        key = ("temple", offer.service_id, label)
        created, day, visit, held = self._when(start, lead, key, offer.capacity)
        record_id = new_id(rng, "TB", created)
        flow = self._flow("temple", record_id, offer.price, who, created)
        online = rng.random() < PAYS_ONLINE["temple"]
        # Paid online, or in cash at the temple's counter on the day.
        flow.play(
            self._booking_plan(created, visit, confirm=False, online=online, counter=not online)
        )
        self.rows.records.append(
            {
                "id": record_id,
                "created_at": stamp(created),
                "updated_at": stamp(flow.updated),
                "temple_id": offer.temple_id,
                "service_id": offer.service_id,
                "service_name": offer.name,
                "customer_name": who.name,
                "customer_phone": who.phone,
                "customer_email": who.email if rng.random() < 0.9 else None,
                "selected_date": day,
                "selected_time": label,
                "special_requests": self._request(),
                "status": flow.status,
                "payment_status": flow.payment_status,
                "total_amount": offer.price,
                "status_history": flow.history,
                "client_ref": MARKER,
                "payment_attempted_at": None,
            }
        )
        self._hold(held, flow)
