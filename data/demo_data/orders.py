"""Generated store orders: a few products from the catalogue priced by the store's own rules,
paid online or in cash on delivery, shipped step by step; a few cancelled or sent back."""

from __future__ import annotations

from decimal import Decimal

from data.demo_data.catalogue import Product
from data.demo_data.flow import Flow, Plan, new_id
from data.demo_data.people import pick_customer
from data.demo_data.records import MARKER, PAYS_ONLINE, BookingBuilder
from data.demo_data.timeline import DAY, HOUR, MINUTE, between, pick, stamp
from data.statuses import OrderStatus, RefundState

RETURNED = 0.03
RETURN_DAYS = 7  # the return window
LINES_CUMULATIVE = (6, 9, 10)  # one, two or three products in an order
QUANTITY_CUMULATIVE = (70, 90, 95, 98, 100)  # one to five of each
ORDER_STEPS = (  # each step this many hours (from, to) after the one before
    (OrderStatus.CONFIRMED, 0.5, 12),
    (OrderStatus.PROCESSING, 12, 36),
    (OrderStatus.SHIPPED, 24, 72),
    (OrderStatus.DELIVERED, 48, 144),
)
ORDER_CANCELLED, ORDER_STUCK = 0.10, 0.04


def money_json(value: Decimal) -> int | float:
    # Order lines are stored as the API writes them: 450, or 52.5 when there are paise.
    return int(value) if value == value.to_integral_value() else float(value)


class Builder(BookingBuilder):
    """Bookings and store orders."""

    def _order_lines(self) -> list[tuple[Product, int]]:
        rng = self.rng
        count = min(len(self.cat.products), 1 + pick(rng, LINES_CUMULATIVE))
        products = rng.sample(self.cat.products, count)
        return [(p, 1 + pick(rng, QUANTITY_CUMULATIVE)) for p in products]

    def _order_plan(self, created: int, online: bool) -> Plan:
        rng = self.rng
        steps, t = [], created
        for status, low, high in ORDER_STEPS:
            t += int((low + rng.random() * (high - low)) * HOUR)
            steps.append((status, t))
        r = rng.random()
        if r < ORDER_CANCELLED:  # before it shipped: everything paid comes back
            i = int(rng.random() * 3)
            earliest = max(created + 40 * MINUTE, steps[i - 1][1] if i else created)
            cancel_at = between(rng, earliest, max(earliest, steps[i][1]))
            return Plan(steps[:i], online, cancel_at, full_refund=True)
        if r < ORDER_CANCELLED + ORDER_STUCK:
            return Plan(steps[: int(rng.random() * len(steps))], online)
        return Plan(steps, online)

    def store_order(self) -> None:
        rng = self.rng
        who = pick_customer(rng, self.pool)
        lines = self._order_lines()
        totals = self.rules.order_totals([(p.price, q) for p, q in lines])
        created = self.cal.created(rng)
        record_id = new_id(rng, "SO", created)
        flow = self._flow("store", record_id, totals.total, who, created)
        online = rng.random() < PAYS_ONLINE["store"]
        plan = self._order_plan(created, online)
        flow.play(plan)
        if flow.status == OrderStatus.DELIVERED and flow.online_payment is not None:
            self._maybe_return(flow, plan.steps[-1][1])
        self.rows.records.append(
            {
                "id": record_id,
                "created_at": stamp(created),
                "updated_at": stamp(flow.updated),
                "customer_id": who.phone,  # as checkout records it
                "customer_name": who.name,
                "customer_phone": who.phone,
                "customer_email": who.email if rng.random() < 0.95 else None,
                "shipping_address": who.address,
                "items": [
                    {
                        "productId": p.id,
                        "productName": p.name,
                        "quantity": q,
                        "price": money_json(p.price),
                        "total": money_json(p.price * q),
                    }
                    for p, q in lines
                ],
                "subtotal": totals.subtotal,
                "shipping": totals.shipping,
                "tax": totals.tax,
                "total": totals.total,
                "payment_method": "phonepe" if online else "cod",
                "payment_status": flow.payment_status,
                "order_status": flow.status,
                "transaction_id": flow.transaction_id,
                "status_history": flow.history,
                "client_ref": MARKER,
                "payment_attempted_at": None,
            }
        )

    def _maybe_return(self, flow: Flow, delivered: int) -> None:
        """A few delivered orders come back; recent ones may still await an admin's decision."""
        rng = self.rng
        if rng.random() >= RETURNED:
            return
        asked = between(rng, delivered, delivered + RETURN_DAYS * DAY)
        if asked > self.cal.last:
            return
        if self.cal.last - delivered <= RETURN_DAYS * DAY and rng.random() < 0.6:
            state = RefundState.AWAITING_APPROVAL
        else:
            state = RefundState.COMPLETED if rng.random() < 0.75 else RefundState.REJECTED
        flow.request_return(asked, state)
