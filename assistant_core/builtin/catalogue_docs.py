"""The catalogue as retrievable documents, each written as the sentences an answer shows, in
English and in Hindi: pujas with price, duration, what is included and what the family
arranges; temples and their services with time slots; store products with price and stock;
overviews per category. Only the English is indexed; the catalogue's values (names,
descriptions, durations) are its own English data in both."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable

from assistant_core.builtin import catalogue_words as w
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
from assistant_core.texts import Language

Text = Callable[[Language], str]


def _doc(
    doc_id: str, kind: str, title: str, text: Text, keywords: str, short: Text | None = None
) -> Doc:
    """A document whose English and Hindi texts (and "related" names) come from one builder."""
    data: dict[str, object] = (
        {} if short is None else {"short": short("en"), "short_hi": short("hi")}
    )
    return Doc(doc_id, kind, title, text("en"), keywords, data, hi=text("hi"))


def _sentence(text: str) -> str:
    text = text.strip()
    return text if not text or text.endswith((".", "!", "?")) else text + "."


def _items(items: tuple[str, ...], limit: int = 15) -> str:
    # Semicolons: the entries have commas and "and" of their own.
    return "; ".join(i.rstrip(".") for i in items[:limit] if i)


def puja_line(p: Puja) -> str:
    return f"{p.name} ({rupees(p.price)}, {p.duration})"


def _puja_text(p: Puja, language: Language) -> str:
    price = rupees(p.price)
    parts = [
        w.PUJA.of(language, name=p.name, price=price, duration=p.duration, category=p.category),
        _sentence(p.description),
    ]
    if p.includes:
        parts.append(w.INCLUDES.of(language, items=_items(p.includes)))
    if p.requirements:
        parts.append(w.ARRANGES.of(language, items=_items(p.requirements)))
    parts.append(w.BOOK_PRIEST.of(language))
    return " ".join(parts)


def _puja_doc(p: Puja) -> Doc:
    return _doc(
        f"puja/{p.id}",
        "puja",
        p.name,
        lambda language: _puja_text(p, language),
        f"{p.category} puja priest pandit price duration include requirement",
        lambda _: puja_line(p),
    )


def _category_doc(category: str, members: list[Puja]) -> Doc:
    lines = [puja_line(p) for p in members]
    return _doc(
        f"puja-category/{category.lower().replace(' ', '-')}",
        "puja-category",
        f"{category} pujas",
        lambda lang: w.CATEGORY.of(
            lang, category=category, pujas=listing(lines, limit=15, language=lang)
        ),
        f"{category} category list puja",
        lambda lang: w.CATEGORY_SHORT.of(lang, category=category, count=len(members)),
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
        docs.append(_category_doc(category, members))
    cheapest = min(pujas, key=lambda p: (p.price, p.name))
    dearest = max(pujas, key=lambda p: (p.price, p.name))
    docs.append(
        _doc(
            "puja-category/all",
            "puja-category",
            w.ALL_PUJAS_TITLE.en,
            lambda lang: w.ALL_PUJAS.of(
                lang,
                count=len(pujas),
                groups=len(by_category),
                categories=listing(sorted(by_category), limit=20, language=lang),
                low=rupees(cheapest.price),
                cheapest=cheapest.name,
                high=rupees(dearest.price),
                dearest=dearest.name,
            ),
            "list all pujas services offer available catalogue cheapest expensive categories",
            w.ALL_PUJAS_TITLE.of,
        )
    )
    return docs


def _offering_text(t: Temple, s: TempleOffering, language: Language) -> str:
    values = {"temple": t.name, "address": t.address, "service": s.name}
    price = rupees(s.price)
    if s.duration:
        parts = [w.OFFERING.of(language, **values, price=price, duration=s.duration)]
    else:
        parts = [w.OFFERING_PRICE_ONLY.of(language, **values, price=price)]
    parts.append(_sentence(s.description))
    if s.time_slots:
        slots = listing(list(s.time_slots), limit=16, language=language)
        parts.append(w.SLOTS.of(language, slots=slots))
    parts.append(w.BOOK_TEMPLE_SERVICE.of(language))
    return " ".join(parts)


def _temple_text(t: Temple, language: Language) -> str:
    offered = [f"{s.name} ({rupees(s.price)})" for s in t.services]
    services = (
        w.SERVICES.of(language, services=listing(offered, language=language))
        if offered
        else w.NO_SERVICES.of(language)
    )
    description = _sentence(t.description)
    return w.TEMPLE.of(
        language, name=t.name, address=t.address, description=description, services=services
    )


def _offering_doc(t: Temple, s: TempleOffering) -> Doc:
    price = rupees(s.price)
    return _doc(
        f"temple-service/{s.id}",
        "temple-service",
        f"{s.name} at {t.name}",
        lambda lang: _offering_text(t, s, lang),
        f"temple {t.address} price slot time booking",
        lambda lang: w.OFFERING_SHORT.of(lang, service=s.name, temple=t.name, price=price),
    )


def _temple_doc(t: Temple) -> Doc:
    return _doc(
        f"temple/{t.id}",
        "temple",
        t.name,
        lambda lang: _temple_text(t, lang),
        f"temple mandir {t.address}",
        lambda _: t.name,
    )


def _temple_docs(temples: list[Temple]) -> list[Doc]:
    docs = []
    for t in temples:
        docs.append(_temple_doc(t))
        docs += [_offering_doc(t, s) for s in t.services]
    if temples:
        named = [f"{t.name} ({t.address})" for t in temples]
        docs.append(
            _doc(
                "temple/all",
                "temple",
                w.ALL_TEMPLES_TITLE.en,
                lambda lang: w.ALL_TEMPLES.of(
                    lang, count=len(temples), temples=listing(named, limit=10, language=lang)
                ),
                "list all temples near me nearby available book temple",
                w.ALL_TEMPLES_TITLE.of,
            )
        )
    return docs


def _stock(p: Product, language: Language, *, short: bool = False) -> str:
    if p.stock > 0:
        return (w.IN_STOCK_SHORT if short else w.IN_STOCK).of(language, count=p.stock)
    return (w.OUT_OF_STOCK_SHORT if short else w.OUT_OF_STOCK).of(language)


def _product_text(p: Product, language: Language) -> str:
    price = rupees(p.price)
    if p.original_price is not None and p.original_price > p.price:
        price += w.WAS.of(language, price=rupees(p.original_price))
    return w.PRODUCT.of(
        language,
        name=p.name,
        price=price,
        stock=_stock(p, language),
        description=_sentence(p.description),
        category=p.category,
    )


def _product_doc(p: Product) -> Doc:
    price = rupees(p.price)
    return _doc(
        f"product/{p.id}",
        "product",
        p.name,
        lambda lang: _product_text(p, lang),
        f"{p.category} {' '.join(p.tags)} store buy price stock",
        lambda lang: w.PRODUCT_SHORT.of(
            lang, name=p.name, price=price, stock=_stock(p, lang, short=True)
        ),
    )


def _store_category_doc(name: str, description: str, members: list[Product]) -> Doc:
    priced = [f"{p.name} ({rupees(p.price)})" for p in members]

    def text(lang: Language) -> str:
        items = listing(priced, language=lang) or w.NONE_NOW.of(lang)
        return w.STORE_CATEGORY.of(lang, name=name, description=_sentence(description), items=items)

    return _doc(
        f"store-category/{name.lower().replace(' ', '-')}",
        "store-category",
        f"{name} in our store",
        text,
        "store category buy shop products",
        lambda lang: w.STORE_CATEGORY_SHORT.of(lang, name=name, count=len(members)),
    )


def _store_docs(catalogue: Catalogue) -> list[Doc]:
    products = list(catalogue.products)
    docs = [_product_doc(p) for p in products]
    for c in catalogue.categories:
        members = sorted((p for p in products if p.category == c.name), key=lambda p: p.price)
        docs.append(_store_category_doc(c.name, c.description, members))
    return docs


def catalogue_docs(catalogue: Catalogue) -> list[Doc]:
    pujas = list(catalogue.pujas)
    return (
        [_puja_doc(p) for p in pujas]
        + _puja_overviews(pujas)
        + _temple_docs(list(catalogue.temples))
        + _store_docs(catalogue)
    )
