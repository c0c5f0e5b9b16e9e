"""The device's cart in the chat, through the whole engine: the browser sends its cart, the
devotee sees it, takes a line out or changes how many, and checks out (cash on delivery
behind a one-time code, or online with the payment sheet), the order number at the end and
the ordered lines out of the device's cart."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from assistant_core.engine import CartChanged, Engine, UserMessage, Visitor
from assistant_core.kundli_port import InProcessKundli
from assistant_core.replies import Reply
from assistant_core.state import ConversationState
from tests.engine.fake_tasks import FakeTasks
from tests.engine.support import NOW, SERVICES, FakeAI

MALA, CAMPHOR = "prod-5-mukhi-rudraksha-mala", "prod-bhimseni-camphor"
PHONE = "9823012345"
ADDRESS = ["Flat 302, Shanti Apartments, Baner Road", "Pune", "411045"]


@dataclass
class Chat:
    """One conversation with the engine, as the socket drives it."""

    tasks: FakeTasks = field(default_factory=lambda: FakeTasks(now=NOW.replace(tzinfo=None)))
    state: ConversationState = field(default_factory=ConversationState)
    replies: list[Reply] = field(default_factory=list)

    def __post_init__(self) -> None:
        ids = itertools.count(1)
        self.engine = Engine(
            FakeAI(), InProcessKundli(), lambda: NOW, lambda: f"m{next(ids)}", tasks=self.tasks
        )

    async def cart(self, *lines: tuple[str, int]) -> None:
        turn = await self.engine.handle(self.state, CartChanged(lines), SERVICES, self.visitor)
        assert turn.outputs == []
        self.state = turn.state

    async def say(self, text: str) -> str:
        turn = await self.engine.handle(self.state, UserMessage(text), SERVICES, self.visitor)
        self.state = turn.state
        self.replies = [o for o in turn.outputs if isinstance(o, Reply)]
        return "\n".join(r.message.text for r in self.replies)

    @property
    def visitor(self) -> Visitor:
        return Visitor("browser-1", "203.0.113.7")

    @property
    def last(self) -> Reply:
        return self.replies[-1]


def placed(tasks: FakeTasks) -> dict[str, object]:
    [order] = [r for i, r in tasks.created.items() if i.startswith("SO")]
    return order["fields"]  # type: ignore[no-any-return]


async def test_cash_on_delivery_is_placed_after_the_code_and_leaves_the_cart() -> None:
    chat = Chat()
    await chat.cart((MALA, 2), (CAMPHOR, 1))
    opened = await chat.say("please check out my cart")
    assert "In your cart:" in opened and "2 × 5 Mukhi Rudraksha Mala" in opened
    assert chat.last.progress is not None and chat.last.progress.asking == "customerName"
    for answer in ["Aniket Kulkarni", PHONE, "no email", *ADDRESS]:
        await chat.say(answer)
    # The PIN code says the state: nothing more is asked about it.
    assert chat.last.progress is not None and chat.last.progress.asking == "paymentMethod"
    sent = await chat.say("cash on delivery")
    assert "6-digit code" in sent and chat.tasks.codes_sent == [PHONE]
    summary = await chat.say(chat.tasks.code)
    where = "Flat 302, Shanti Apartments, Baner Road, Pune, Maharashtra 411045"
    assert f"Deliver to: {where}." in summary
    assert "Payment: cash on delivery" in summary
    assert [a.label for a in chat.last.actions] == ["Yes, place the order", "Change something"]
    assert chat.tasks.created == {}  # nothing before the yes
    done = await chat.say("Yes, place the order")
    fields = placed(chat.tasks)
    assert fields["paymentMethod"] == "cod" and fields["deliveryAddress"] == {
        "houseAndStreet": "Flat 302, Shanti Apartments, Baner Road",
        "landmark": "",
        "state": "Maharashtra",
        "city": "Pune",
        "pinCode": "411045",
    }
    assert fields["items"] == [
        {"productId": MALA, "quantity": 2},
        {"productId": CAMPHOR, "quantity": 1},
    ]
    assert done.startswith("Your order SO0001TEST is placed!")
    assert chat.last.cart is not None and chat.last.cart.set == ((MALA, 0), (CAMPHOR, 0))
    assert chat.state.cart == () and chat.state.task is None


async def test_online_payment_gets_the_payment_sheet_in_hindi() -> None:
    chat = Chat()
    await chat.cart((MALA, 1))
    await chat.say("अभी ऑर्डर पूरा करो")
    for answer in ["सुनीता शर्मा", PHONE, "ईमेल नहीं है", "मकान 14, गांधी मार्ग", "जयपुर", "302001"]:
        await chat.say(answer)
    summary = await chat.say("ऑनलाइन")
    assert "राजस्थान 302001" in summary and chat.tasks.codes_sent == []  # online: no code
    done = await chat.say("हाँ, ऑर्डर कर दें")
    assert done.startswith("आपका ऑर्डर SO0001TEST सहेज लिया गया है।")
    pay = chat.last.actions[0]
    assert (pay.type, pay.kind, pay.record_id) == ("pay", "store", "SO0001TEST")
    assert placed(chat.tasks)["paymentMethod"] == "phonepe"


async def test_a_line_is_taken_out_and_another_changed_in_the_chat() -> None:
    chat = Chat()
    await chat.cart((MALA, 2), (CAMPHOR, 1))
    removed = await chat.say("remove the camphor from my cart")
    assert removed.startswith("I've taken Bhimseni Camphor")
    assert chat.last.cart is not None and chat.last.cart.set == ((CAMPHOR, 0),)
    changed = await chat.say("make it 3 rudraksha mala in my cart")
    assert changed.startswith("Done: 3 × 5 Mukhi Rudraksha Mala")
    assert chat.state.cart == ((MALA, 3),)


async def test_which_line_is_asked_when_none_is_named() -> None:
    chat = Chat()
    await chat.cart((MALA, 2), (CAMPHOR, 1))
    asked = await chat.say("cart se hata do")  # in Hinglish: answered in Hinglish
    assert asked.startswith("Kaunsa item hataun?")
    assert [a.text for a in chat.last.actions] == [
        "5 Mukhi Rudraksha Mala (108+1 Beads) cart se hata do",
        "Bhimseni Camphor (100 g) cart se hata do",
    ]
    taken = await chat.say(chat.last.actions[1].text or "")  # the button, tapped
    assert chat.state.cart == ((MALA, 2),) and "Bhimseni Camphor" in taken


async def test_checking_out_an_empty_cart_says_so() -> None:
    chat = Chat()
    said = await chat.say("checkout")
    assert said.startswith("Your cart is empty.") and chat.state.task is None


async def test_a_cart_emptied_on_the_store_screen_meanwhile_is_said_to_be_empty() -> None:
    chat = Chat()
    await chat.cart((MALA, 1))
    await chat.say("checkout")
    for answer in ["Aniket Kulkarni", PHONE, "no email", *ADDRESS]:
        await chat.say(answer)
    await chat.cart()  # cleared on the Store screen
    said = await chat.say("online")
    assert said.startswith("Your cart is empty.") and "sold out" not in said
    assert chat.tasks.created == {}


async def test_cash_over_the_limit_is_refused_before_any_code() -> None:
    chat = Chat()
    chat.tasks.cod_max_total = 1000
    await chat.cart((MALA, 2))
    await chat.say("place my order")
    for answer in ["Aniket Kulkarni", PHONE, "skip", *ADDRESS]:
        await chat.say(answer)
    refused = await chat.say("cash")
    assert "Cash on delivery is available for orders up to ₹1,000" in refused
    assert chat.tasks.codes_sent == []
    assert chat.last.progress is not None and chat.last.progress.asking == "paymentMethod"


async def test_a_city_in_another_state_than_the_pin_is_asked_again() -> None:
    chat = Chat()
    await chat.cart((CAMPHOR, 1))
    await chat.say("checkout")
    for answer in ["Aniket Kulkarni", PHONE, "skip", "12 MG Road", "Mumbai", "302001", "online"]:
        await chat.say(answer)
    refused = await chat.say("yes")
    assert "Mumbai doesn't seem to be in the state of that PIN code" in refused
    assert chat.last.progress is not None and chat.last.progress.asking == "city"
    assert chat.tasks.created == {}


async def test_a_line_taken_out_while_the_checkout_asks_a_name_is_no_name() -> None:
    chat = Chat()
    await chat.cart((MALA, 1), (CAMPHOR, 2))
    asked = await chat.say("checkout")
    assert "Whose name should the order be in?" in asked
    said = await chat.say("camphor rehne do, woh bazaar se le lenge")
    assert "Bhimseni Camphor" in said and said.endswith("Order kis naam se karun?")
    assert chat.state.cart == ((MALA, 1),)
    assert chat.state.task is not None and "customerName" not in chat.state.task.values


async def test_a_line_changed_at_the_checkouts_summary_shows_the_new_total() -> None:
    chat = Chat()
    await chat.cart((MALA, 1), (CAMPHOR, 2))
    for said in ("checkout", "Meera Iyer", PHONE, "skip", *ADDRESS, "online"):
        await chat.say(said)
    assert chat.state.task is not None and chat.state.task.stage == "confirm"
    before = chat.last.message.text
    after = await chat.say("remove the camphor")
    assert "Bhimseni Camphor" in before and "Bhimseni Camphor" not in after.split("\n\n", 1)[1]
    assert chat.state.cart == ((MALA, 1),)
    assert chat.state.task is not None and chat.state.task.stage == "confirm"
