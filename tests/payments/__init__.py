"""Payments: API, rules, reconciler, gateway client and simulator."""
