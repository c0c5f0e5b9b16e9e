"""Demo data (`punya demo-data`): a seeded database filled with generated priest bookings,
temple bookings and store orders, with their payments and refunds, for benchmarks and demos.

Customers repeat (a few often, most once or twice), records spread over the two years up to
today, every status and payment status occurs in plausible shares, and each record follows the
app's rules: catalogue items and prices, real slots, a payment row for what was paid online,
refunds for what was cancelled after paying. Generated records carry client_ref "demo-data"
(records.MARKER): a database holding any other booking or order is refused unless forced.
E-mails are @example.com. The same seed on the same database on the same day gives the same
records; a second run adds different ones (its stream also depends on the records present)."""

from data.demo_data.catalogue import DemoRules
from data.demo_data.records import MARKER
from data.demo_data.run import MAX_RECORDS, DemoDataError, DemoReport, Sizes, generate

__all__ = [
    "MARKER",
    "MAX_RECORDS",
    "DemoDataError",
    "DemoReport",
    "DemoRules",
    "Sizes",
    "generate",
]
