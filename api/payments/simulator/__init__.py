"""The built-in payment simulator (the default gateway): PhonePe PG v1's protocol, offline."""

from api.payments.simulator.router import PREFIX, PaymentSimulator
from api.payments.simulator.store import OUTCOMES, SimulatorStore

__all__ = ["OUTCOMES", "PREFIX", "PaymentSimulator", "SimulatorStore"]
