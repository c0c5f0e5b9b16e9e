"""The catalogue as retrievable documents, each written as the sentences an answer shows, in
English and in Hindi: pujas with price, duration, what is included and what the family
arranges; temples and their services with time slots; store products with price and stock;
overviews per category. Only the English is indexed; a Hindi text says the catalogue's
values (names, descriptions, durations...) in the Hindi the catalogue has written for them,
and in English where it has none."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable

from assistant_core.builtin import catalogue_words as w
from assistant_core.builtin.catalogue import (
    Catalogue,
    Product,
    Puja,
    StoreCategory,
    Temple,
    TempleOffering,
    listing,
    rupees,
    said,
)
from assistant_core.builtin.retrieval import Doc
from assistant_core.texts import Language

Text = Callable[[Language], str]


def _doc(
    doc_id: str, kind: str, title: str, text: Text, keywords: str, short: Text | None = None
) -> Doc:
    """A document whose English, Hindi and Hinglish texts (and "related" names) come from one
    builder."""
    data: dict[str, object] = (
        {} if short is None else {"short": short("en"), "short_hi": short("hi")}
    )
    return Doc(
        doc_id, kind, title, text("en"), keywords, data, hi=text("hi"), hinglish=text("hinglish")
    )


def _sentence(text: str, language: Language) -> str:
    """`text` ended as a sentence: with a full stop (a danda in Hindi) unless it has one."""
    text = text.strip()
    if not text or text.endswith((".", "!", "?", "।")):
        return text
    return text + ("।" if language == "hi" else ".")


def _items(items: tuple[str, ...], limit: int = 15) -> str:
    # Semicolons: the entries have commas and "and" of their own.
    return "; ".join(i.rstrip(".") for i in items[:limit] if i)


def puja_line(p: Puja, language: Language = "en") -> str:
    name, duration = said(p, "name", language), said(p, "duration", language)
    return f"{name} ({rupees(p.price)}, {duration})"


def _puja_text(p: Puja, language: Language) -> str:
    def say(name: str) -> str:
        return str(said(p, name, language))

    parts = [
        w.PUJA.of(
            language,
            name=say("name"),
            price=rupees(p.price),
            duration=say("duration"),
            category=say("category"),
        ),
        _sentence(say("description"), language),
    ]
    includes, requirements = said(p, "includes", language), said(p, "requirements", language)
    if includes:
        parts.append(w.INCLUDES.of(language, items=_items(tuple(includes))))
    if requirements:
        parts.append(w.ARRANGES.of(language, items=_items(tuple(requirements))))
    parts.append(w.BOOK_PRIEST.of(language))
    return " ".join(parts)


def _puja_doc(p: Puja) -> Doc:
    return _doc(
        f"puja/{p.id}",
        "puja",
        p.name,
        lambda language: _puja_text(p, language),
        f"{p.category} puja priest pandit price duration include requirement",
        lambda language: puja_line(p, language),
    )


def _category_doc(category: str, members: list[Puja]) -> Doc:
    def named(lang: Language) -> str:  # the category as its pujas say it
        return str(said(members[0], "category", lang))

    def text(lang: Language) -> str:
        lines = [puja_line(p, lang) for p in members]
        return w.CATEGORY.of(
            lang, category=named(lang), pujas=listing(lines, limit=15, language=lang)
        )

    return _doc(
        f"puja-category/{category.lower().replace(' ', '-')}",
        "puja-category",
        f"{category} pujas",
        text,
        f"{category} category list puja",
        lambda lang: w.CATEGORY_SHORT.of(lang, category=named(lang), count=len(members)),
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
                categories=listing(
                    [said(by_category[c][0], "category", lang) for c in sorted(by_category)],
                    limit=20,
                    language=lang,
                ),
                low=rupees(cheapest.price),
                cheapest=said(cheapest, "name", lang),
                high=rupees(dearest.price),
                dearest=said(dearest, "name", lang),
            ),
            "list all pujas services offer available catalogue cheapest expensive categories",
            w.ALL_PUJAS_TITLE.of,
        )
    )
    return docs


def _offering_text(t: Temple, s: TempleOffering, language: Language) -> str:
    values = {
        "temple": said(t, "name", language),
        "address": said(t, "address", language),
        "service": said(s, "name", language),
    }
    price = rupees(s.price)
    if s.duration:
        duration = said(s, "duration", language)
        parts = [w.OFFERING.of(language, **values, price=price, duration=duration)]
    else:
        parts = [w.OFFERING_PRICE_ONLY.of(language, **values, price=price)]
    parts.append(_sentence(said(s, "description", language), language))
    if s.time_slots:
        slots = listing(list(s.time_slots), limit=16, language=language)
        parts.append(w.SLOTS.of(language, slots=slots))
    parts.append(w.BOOK_TEMPLE_SERVICE.of(language))
    return " ".join(parts)


def _temple_text(t: Temple, language: Language) -> str:
    offered = [f"{said(s, 'name', language)} ({rupees(s.price)})" for s in t.services]
    services = (
        w.SERVICES.of(language, services=listing(offered, language=language))
        if offered
        else w.NO_SERVICES.of(language)
    )
    return w.TEMPLE.of(
        language,
        name=said(t, "name", language),
        address=said(t, "address", language),
        description=_sentence(said(t, "description", language), language),
        services=services,
    )


def _offering_doc(t: Temple, s: TempleOffering) -> Doc:
    price = rupees(s.price)
    return _doc(
        f"temple-service/{s.id}",
        "temple-service",
        f"{s.name} at {t.name}",
        lambda lang: _offering_text(t, s, lang),
        f"temple {t.address} price slot time booking",
        lambda lang: w.OFFERING_SHORT.of(
            lang, service=said(s, "name", lang), temple=said(t, "name", lang), price=price
        ),
    )


def _temple_doc(t: Temple) -> Doc:
    return _doc(
        f"temple/{t.id}",
        "temple",
        t.name,
        lambda lang: _temple_text(t, lang),
        f"temple mandir {t.address}",
        lambda lang: str(said(t, "name", lang)),
    )


def _temple_docs(temples: list[Temple]) -> list[Doc]:
    docs = []
    for t in temples:
        docs.append(_temple_doc(t))
        docs += [_offering_doc(t, s) for s in t.services]
    if temples:

        def named(lang: Language) -> list[str]:
            return [f"{said(t, 'name', lang)} ({said(t, 'address', lang)})" for t in temples]

        docs.append(
            _doc(
                "temple/all",
                "temple",
                w.ALL_TEMPLES_TITLE.en,
                lambda lang: w.ALL_TEMPLES.of(
                    lang, count=len(temples), temples=listing(named(lang), limit=10, language=lang)
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
        name=said(p, "name", language),
        price=price,
        stock=_stock(p, language),
        description=_sentence(said(p, "description", language), language),
        category=said(p, "category", language),
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
            lang, name=said(p, "name", lang), price=price, stock=_stock(p, lang, short=True)
        ),
    )


def _store_category_doc(c: StoreCategory, members: list[Product]) -> Doc:
    def text(lang: Language) -> str:
        priced = [f"{said(p, 'name', lang)} ({rupees(p.price)})" for p in members]
        items = listing(priced, language=lang) or w.NONE_NOW.of(lang)
        return w.STORE_CATEGORY.of(
            lang,
            name=said(c, "name", lang),
            description=_sentence(said(c, "description", lang), lang),
            items=items,
        )

    return _doc(
        f"store-category/{c.name.lower().replace(' ', '-')}",
        "store-category",
        f"{c.name} in our store",
        text,
        "store category buy shop products",
        lambda lang: w.STORE_CATEGORY_SHORT.of(
            lang, name=said(c, "name", lang), count=len(members)
        ),
    )


def _store_docs(catalogue: Catalogue) -> list[Doc]:
    products = list(catalogue.products)
    docs = [_product_doc(p) for p in products]
    for c in catalogue.categories:
        members = sorted((p for p in products if p.category == c.name), key=lambda p: p.price)
        docs.append(_store_category_doc(c, members))
    return docs


def catalogue_docs(catalogue: Catalogue) -> list[Doc]:
    pujas = list(catalogue.pujas)
    return (
        [_puja_doc(p) for p in pujas]
        + _puja_overviews(pujas)
        + _temple_docs(list(catalogue.temples))
        + _store_docs(catalogue)
    )
