"""Temples near the devotee and the poojas they offer."""
