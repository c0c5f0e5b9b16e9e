"""The catalogue as retrievable documents, each written as the sentences an answer shows:
pujas with price, duration, what is included and what the family arranges; temples and their
services with time slots; store products with price and stock; overviews per category."""

from __future__ import annotations

from collections import defaultdict

from assistant_core.builtin.catalogue import (
    Catalogue,
    Product,
    Puja,
    Temple,
    TempleOffering,
    listing,
    rupees,
)
from assistant_core.builtin.retrieval import Doc


def _sentence(text: str) -> str:
    text = text.strip()
    return text if not text or text.endswith((".", "!", "?")) else text + "."


def _items(items: tuple[str, ...], limit: int = 15) -> str:
    # Semicolons: the entries have commas and "and" of their own.
    return "; ".join(i.rstrip(".") for i in items[:limit] if i)


def puja_line(p: Puja) -> str:
    return f"{p.name} ({rupees(p.price)}, {p.duration})"


def _puja_doc(p: Puja) -> Doc:
    parts = [
        f"{p.name} costs {rupees(p.price)} and takes {p.duration} ({p.category} puja).",
        _sentence(p.description),
    ]
    if p.includes:
        parts.append(f"It includes: {_items(p.includes)}.")
    if p.requirements:
        parts.append(f"Your family arranges: {_items(p.requirements)}.")
    parts.append("Book it with a priest at /book/priest.")
    return Doc(
        f"puja/{p.id}",
        "puja",
        p.name,
        " ".join(parts),
        f"{p.category} puja priest pandit price duration include requirement",
        {"short": puja_line(p)},
    )


def _puja_overviews(pujas: list[Puja]) -> list[Doc]:
    if not pujas:
        return []
    by_category: dict[str, list[Puja]] = defaultdict(list)
    for p in pujas:
        by_category[p.category].append(p)
    docs = []
    for category, members in sorted(by_category.items()):
        members.sort(key=lambda p: (p.price, p.name))
        docs.append(
            Doc(
                f"puja-category/{category.lower().replace(' ', '-')}",
                "puja-category",
                f"{category} pujas",
                f"Our {category} pujas: {listing([puja_line(p) for p in members], limit=15)}.",
                f"{category} category list puja",
                {"short": f"{category} pujas ({len(members)})"},
            )
        )
    cheapest = min(pujas, key=lambda p: (p.price, p.name))
    dearest = max(pujas, key=lambda p: (p.price, p.name))
    docs.append(
        Doc(
            "puja-category/all",
            "puja-category",
            "All pujas and categories we offer",
            f"Our priests perform {len(pujas)} pujas in {len(by_category)} categories: "
            f"{listing(sorted(by_category), limit=20)}. Prices run from "
            f"{rupees(cheapest.price)} ({cheapest.name}) to {rupees(dearest.price)} "
            f"({dearest.name}). Book at /book/priest.",
            "list all pujas services offer available catalogue cheapest expensive categories",
        )
    )
    return docs


def _offering_text(t: Temple, s: TempleOffering) -> str:
    parts = [f"At {t.name} ({t.address}), {s.name} costs {rupees(s.price)}"]
    parts[0] += f" and takes {s.duration}." if s.duration else "."
    parts.append(_sentence(s.description))
    if s.time_slots:
        parts.append(f"Time slots: {listing(list(s.time_slots), limit=16)}.")
    parts.append("Book it at /temples.")
    return " ".join(parts)


def _temple_docs(temples: list[Temple]) -> list[Doc]:
    docs = []
    for t in temples:
        offered = [f"{s.name} ({rupees(s.price)})" for s in t.services]
        services = f" Services: {listing(offered)}." if offered else " No services listed yet."
        docs.append(
            Doc(
                f"temple/{t.id}",
                "temple",
                t.name,
                f"{t.name}, {t.address}. {_sentence(t.description)}{services} Book at /temples.",
                f"temple mandir {t.address}",
                {"short": t.name},
            )
        )
        docs += [
            Doc(
                f"temple-service/{s.id}",
                "temple-service",
                f"{s.name} at {t.name}",
                _offering_text(t, s),
                f"temple {t.address} price slot time booking",
                {"short": f"{s.name} at {t.name} ({rupees(s.price)})"},
            )
            for s in t.services
        ]
    if temples:
        docs.append(
            Doc(
                "temple/all",
                "temple",
                "Temples you can book poojas at",
                f"You can book poojas at {len(temples)} temples: "
                f"{listing([f'{t.name} ({t.address})' for t in temples], limit=10)}. "
                "Open /temples to search by name or find temples near you.",
                "list all temples near me nearby available book temple",
            )
        )
    return docs


def _stock(p: Product) -> str:
    return f"in stock ({p.stock} left)" if p.stock > 0 else "currently out of stock"


def _product_doc(p: Product) -> Doc:
    price = rupees(p.price)
    if p.original_price is not None and p.original_price > p.price:
        price += f" (was {rupees(p.original_price)})"
    return Doc(
        f"product/{p.id}",
        "product",
        p.name,
        f"{p.name} costs {price} and is {_stock(p)}. {_sentence(p.description)} "
        f"Category: {p.category}. Buy it at /store.",
        f"{p.category} {' '.join(p.tags)} store buy price stock",
        {"short": f"{p.name} ({rupees(p.price)}, {_stock(p)})"},
    )


def _store_docs(catalogue: Catalogue) -> list[Doc]:
    products = list(catalogue.products)
    docs = [_product_doc(p) for p in products]
    for c in catalogue.categories:
        members = sorted((p for p in products if p.category == c.name), key=lambda p: p.price)
        items = listing([f"{p.name} ({rupees(p.price)})" for p in members]) or "none right now"
        docs.append(
            Doc(
                f"store-category/{c.name.lower().replace(' ', '-')}",
                "store-category",
                f"{c.name} in our store",
                f"{c.name}: {_sentence(c.description)} Products: {items}. Shop at /store.",
                "store category buy shop products",
                {"short": f"{c.name} ({len(members)} products)"},
            )
        )
    return docs


def catalogue_docs(catalogue: Catalogue) -> list[Doc]:
    pujas = list(catalogue.pujas)
    return (
        [_puja_doc(p) for p in pujas]
        + _puja_overviews(pujas)
        + _temple_docs(list(catalogue.temples))
        + _store_docs(catalogue)
    )
