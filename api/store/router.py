"""HTTP routes of the store."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Response

from api.common.deps import (
    ClientRef,
    CreationAllowed,
    IdempotencyKeyHeader,
    LanguageDep,
    Now,
    ReadSession,
    SettingsDep,
    WriteSession,
)
from api.common.errors import NotFound, not_found_responses
from api.common.openapi import error_response
from api.common.wire import PathId, SearchText
from api.store import service
from api.store.schemas import (
    Cart,
    CategoryRead,
    CheckoutRequest,
    ProductPage,
    ProductRead,
    Quote,
    StoreOrderRead,
)

router = APIRouter(prefix="/api/store", tags=["store"])


@router.get("/categories", response_model=list[CategoryRead])
async def list_categories(session: ReadSession, language: LanguageDep) -> list[CategoryRead]:
    return await service.list_categories(session, language)


@router.get("/products", response_model=ProductPage)
async def list_products(
    session: ReadSession,
    language: LanguageDep,
    search: Annotated[SearchText, Query()] = "",
    category: Annotated[SearchText | None, Query()] = None,
    offset: Annotated[int, Query(ge=0, le=10_000)] = 0,
    limit: Annotated[int, Query(ge=1, le=100)] = 50,
) -> ProductPage:
    """Active products, those out of stock included (marked by inStock and stockQuantity)."""
    return await service.list_products(
        session, search=search, category=category, offset=offset, limit=limit, language=language
    )


@router.get(
    "/products/{product_id}",
    response_model=ProductRead,
    responses=not_found_responses(NotFound.PRODUCT),
)
async def get_product(
    product_id: PathId, session: ReadSession, language: LanguageDep
) -> ProductRead:
    return await service.get_product(session, product_id, language)


@router.post("/quote", response_model=Quote)
async def quote(cart: Cart, session: ReadSession, language: LanguageDep) -> Quote:
    """The server's totals for a cart (shipping, tax, total); nothing is reserved."""
    return await service.quote(session, cart, language)


@router.post(
    "/orders",
    status_code=201,
    response_model=StoreOrderRead,
    responses={
        403: error_response("Cash on delivery to a phone not confirmed by a one-time code"),
        409: error_response(
            "Not enough of an item in stock (out_of_stock), or too many open cash orders"
        ),
        422: error_response("A field breaks its rule, or cash on delivery over its limit"),
        429: error_response("Too many bookings and orders from this address"),
    },
)
async def checkout(
    payload: CheckoutRequest,
    session: WriteSession,
    now: Now,
    client: ClientRef,
    key: IdempotencyKeyHeader,
    response: Response,
    settings: SettingsDep,
    _allowed: CreationAllowed,
) -> dict[str, object]:
    """Place an order. Cash on delivery needs the phone confirmed in this browser by a
    one-time code (POST /api/verification/codes, then /confirm), a total within the limit,
    and room for another open cash order on that phone."""
    created = await service.checkout(
        session,
        payload,
        now=now,
        client_ref=client,
        idempotency_key=key,
        limits=settings.checkout,
    )
    return created.sent_with(response)
