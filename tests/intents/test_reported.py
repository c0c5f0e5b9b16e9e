"""Advice a devotee reports ("pandit ji ne bola") names no pandit to book."""

from __future__ import annotations

import pytest

import intents


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("navgrah yantar chahiye aur shani wala bhi pandit ji ne bola h", "buy"),
        ("पंडित जी ने कहा है कि नवग्रह यंत्र लेना है", "buy"),
        ("as advised by our astrologer, I need a neelam", "buy"),
        # ...and a pandit asked for is still one
        ("pandit ji ne bola tha ki rudrabhishek karwao, book kar do", "book_priest"),
        ("my pandit said to do a rudrabhishek, can you book a pandit for it", "book_priest"),
        ("book a pandit for griha pravesh", "book_priest"),
    ],
)
def test_a_pandit_who_gave_advice_is_not_a_pandit_asked_for(text: str, kind: str) -> None:
    task = intents.task_of(text)
    assert task is not None and task.kind == kind
    assert intents.route(text).intent == ("store" if kind == "buy" else "book_priest")


@pytest.mark.parametrize(
    "text",
    [
        "पंडित जी ने कहा था 9 बजे आएँगे पर नहीं आए",
        "the pandit said he would come at 9 but he never came, I want a refund",
    ],
)
def test_a_pandit_who_said_he_would_come_and_did_not_is_a_booking_complained_of(text: str) -> None:
    assert intents.route(text).intent == "orders"
