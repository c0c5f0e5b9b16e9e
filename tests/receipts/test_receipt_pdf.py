"""Receipts as PDF: the owner's browser gets its record's receipt, in English or Hindi (the
text read back out of the PDF, Devanagari shaped), with the payment as the record says it;
anyone else gets the 404 an unknown id gets; a record with no receipt yet, a missing font
and a bad kind each get a clear error, never a 500. Short ids work where full ids do, only
among the caller's own records."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest

from api.app import create_app
from api.settings import Settings
from data.db import Database
from data.ids import short_id
from tests.api.test_order_cancel import NOT_FOUND, change_row, make
from tests.conftest import Clock, serving
from tests.pdf_text import extract

TXN = "TXN_1795664656742ABCDEFGHJK"


def pdf_url(kind: str, record_id: str, lang: str = "en") -> str:
    return f"/api/orders/{kind}/{record_id}/receipt.pdf?lang={lang}"


async def paid_online(db: Database, kind: str, made: dict[str, Any]) -> None:
    entry = {"status": "confirmed", "at": "2026-11-22T06:30:00Z", "paymentStatus": "paid"}
    values: dict[str, Any] = {
        "payment_status": "paid",
        "status_history": [{**entry, "transactionId": TXN}],
    }
    if kind == "store":
        values |= {"payment_method": "phonepe", "transaction_id": TXN}
    await change_row(db, kind, made["id"], **values)


async def paid_in_cash(db: Database, kind: str, made: dict[str, Any]) -> None:
    """As the admin's status change records cash taken: delivered or completed, and paid."""
    done = "delivered" if kind == "store" else "completed"
    entry = {"status": done, "at": "2026-11-22T06:30:00Z", "paymentStatus": "paid"}
    values: dict[str, Any] = {
        "payment_status": "paid",
        "status_history": [{**entry, "method": "cash"}],
        ("order_status" if kind == "store" else "status"): done,
    }
    await change_row(db, kind, made["id"], **values)


async def test_a_cash_on_delivery_order_has_a_receipt_once_delivered_and_paid(
    client: httpx.AsyncClient, db: Database
) -> None:
    made = await make(client, db, "store")
    unpaid = await client.get(pdf_url("store", made["id"]))
    assert (unpaid.status_code, unpaid.json()["code"]) == (409, "no_receipt")
    assert unpaid.json()["detail"] == "A receipt is ready once the booking or order is paid."
    await paid_in_cash(db, "store", made)
    response = await client.get(pdf_url("store", made["id"]))
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == "application/pdf"
    short = short_id(made["id"])
    assert response.headers["content-disposition"] == (
        f'attachment; filename="Punya-receipt-{short}.pdf"'
    )
    assert response.content.startswith(b"%PDF-")
    text = extract(response.content).text
    for shown in (
        short,
        made["id"],
        "Meera Iyer",
        "9845012345",
        "12 Temple Street, Mylapore, Chennai, Tamil Nadu 600004",
        "Cash on Delivery",
        "Paid in cash",
        "Punya Spiritual Services Private Limited",
        "support@punya.app",
        "Delivered",
    ):
        assert shown in text, shown
    # The breakdown, each figure as the order has it.
    for label, amount in (
        ("Subtotal", made["subtotal"]),
        ("Shipping", made["shipping"]),
        ("Tax (5%)", made["tax"]),
        ("Total", made["total"]),
    ):
        assert f"{label}\n₹{amount:,}" in text or f"{label}\n₹{amount}" in text, (label, text)
    assert "Transaction ID" not in text
    assert "COD_ORDER" not in text
    assert "To be paid" not in text


async def test_a_paid_booking_shows_its_transaction_in_hindi_shaped_text(
    client: httpx.AsyncClient, db: Database
) -> None:
    made = await make(client, db, "priest")
    await paid_online(db, "priest", made)
    response = await client.get(pdf_url("priest", made["id"], "hi"))
    assert response.status_code == 200, response.text
    read = extract(response.content)
    shown_hindi = ("रसीद", "पंडित बुकिंग", "भुगतान हो गया", "ट्रांज़ैक्शन आईडी", TXN, "ग्राहक", "पुणे")
    for shown in shown_hindi:  # the company's address in Hindi too
        assert shown in read.text, shown
    assert "मूल्य" in read.text or "कुल" in read.text
    # HarfBuzz made conjuncts and placed vowel signs: glyphs that stand for several characters
    # (रांज़ैक्श's क्श, संख्या's ख्य). Unshaped text maps every glyph to one character.
    assert any("\u094d" in cluster for cluster in read.clusters), read.clusters
    assert "Transaction" not in read.text  # the labels are Hindi, not English
    assert "Deccan Gymkhana" not in read.text  # the company address, in Hindi


async def test_a_booking_to_be_paid_in_cash_has_no_receipt_until_the_cash_is_taken(
    client: httpx.AsyncClient, db: Database
) -> None:
    priest = await make(client, db, "priest")
    temple = await make(client, db, "temple")
    for kind, made in (("priest", priest), ("temple", temple)):
        unpaid = await client.get(pdf_url(kind, made["id"]))
        assert (unpaid.status_code, unpaid.json()["code"]) == (409, "no_receipt"), kind
        await paid_in_cash(db, kind, made)
    priest_text = extract((await client.get(pdf_url("priest", priest["id"]))).content).text
    temple_text = extract((await client.get(pdf_url("temple", temple["id"]))).content).text
    for text in (priest_text, temple_text):
        assert "Paid in cash" in text and "Completed" in text
        assert "Transaction ID" not in text
    assert "Kashi Vishwanath" in temple_text  # the temple, by name


async def test_a_priest_booking_receipt_names_its_priest_in_either_language(
    client: httpx.AsyncClient, db: Database
) -> None:
    made = await make(client, db, "priest")
    await paid_online(db, "priest", made)
    before = extract((await client.get(pdf_url("priest", made["id"]))).content).text
    assert "Priest\nAssigned when the booking is confirmed" in before
    await change_row(
        db,
        "priest",
        made["id"],
        priest_id="priest-ramesh-shastri",
        priest_assigned="Pandit Ramesh Shastri",
        priest_assigned_hi="पंडित रमेश शास्त्री",
    )
    english = extract((await client.get(pdf_url("priest", made["id"]))).content).text
    hindi = extract((await client.get(pdf_url("priest", made["id"], "hi"))).content).text
    assert "Priest\nPandit Ramesh Shastri" in english
    assert "पंडित जी" in hindi and "पंडित रमेश शास्त्री" in hindi
    assert "Ramesh" not in hindi


async def test_no_receipt_while_an_online_payment_is_unfinished_or_failed(
    client: httpx.AsyncClient, db: Database, clock: Clock
) -> None:
    made = await make(client, db, "priest")
    await change_row(db, "priest", made["id"], payment_attempted_at=clock.now)
    waiting = await client.get(pdf_url("priest", made["id"]))
    assert waiting.status_code == 409
    assert waiting.json()["code"] == "no_receipt"
    await change_row(db, "priest", made["id"], payment_attempted_at=None, payment_status="failed")
    failed = await client.get(pdf_url("priest", made["id"]))
    assert (failed.status_code, failed.json()["code"]) == (409, "no_receipt")


async def test_only_the_owner_gets_the_receipt(
    client: httpx.AsyncClient, stranger: httpx.AsyncClient, db: Database
) -> None:
    made = await make(client, db, "store")
    for url in (pdf_url("store", made["id"]), pdf_url("store", short_id(made["id"]))):
        response = await stranger.get(url)
        assert response.status_code == 404, url
        assert response.json() == {"detail": NOT_FOUND, "code": "unknown_record"}
        assert b"Meera" not in response.content


async def test_a_missing_font_is_a_clear_503(
    db: Database, clock: Clock, settings: Settings, tmp_path: Path
) -> None:
    moved = settings.model_copy(
        update={"site": settings.site.model_copy(update={"receipt_font": tmp_path / "none.ttf"})}
    )
    async with serving(create_app(moved, db=db, migrate=False, clock=clock)) as client:
        made = await make(client, db, "store")
        await paid_in_cash(db, "store", made)
        response = await client.get(pdf_url("store", made["id"]))
    assert response.status_code == 503
    body = response.json()
    assert body["code"] == "receipt_font_missing"
    assert "font is missing" in body["detail"]


@pytest.mark.parametrize(
    ("kind", "record_id", "status", "code"),
    [
        ("orders", "SO1795664656742ABCDEFGHJK", 422, "validation_error"),
        ("store", "SO 17956", 422, "validation_error"),
        ("store", "SO1795664656742ABCDEFGHJK", 404, "unknown_record"),
    ],
)
async def test_bad_requests_name_what_is_wrong(
    client: httpx.AsyncClient, kind: str, record_id: str, status: int, code: str
) -> None:
    response = await client.get(pdf_url(kind, record_id))
    assert response.status_code == status, response.text
    body = response.json()
    assert body["code"] == code
    if status == 422:
        assert body["errors"][0]["field"] in ("kind", "record_id")
