"""Finding temples in the chat: by deity (any of its names), city or name, listed with their
places and a link to the Temples screen; the nearest when the browser shared its place; an
honest "none" when no temple matches, never another city's temple. And the cart opened for
"show my cart" or "checkout karo", where the order is placed."""

from __future__ import annotations

from dataclasses import replace

import pytest

import intents
from api.store.rules import MAX_PER_ITEM
from assistant_core import cart_talk, tasks
from assistant_core.engine import Engine, Located, UserMessage
from assistant_core.forms.matching import Candidate, ranked, searched
from assistant_core.forms.spec import Context
from assistant_core.replies import Reply
from assistant_core.task_outcome import TaskOutcome
from assistant_core.tasks_port import Puja
from assistant_core.texts import say
from tests.engine.fake_tasks import FakeTasks
from tests.engine.support import SERVICES, FakeAI, RecordingKundli
from tests.engine.test_forms import NOW, context

TEMPLES = [
    Candidate("kashi", "Shri Kashi Vishwanath Temple", "Varanasi, Uttar Pradesh. Jyotirlinga"),
    Candidate("siddhi", "Shree Siddhivinayak Temple", "Prabhadevi, Mumbai. Lord Ganesha"),
    Candidate("dagdu", "Dagdusheth Halwai Ganpati Temple", "Budhwar Peth, Pune"),
]


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("ganesh mumbai", ["siddhi"]),
        ("ganpati pune", ["dagdu"]),
        ("mahadev", ["kashi"]),  # the deity by another name
        ("vinayak", ["siddhi", "dagdu"]),
        ("shiva pune", []),  # no Shiva temple in Pune: none, not a Pune temple of another
        ("devi kolkata", []),
        ("list famous temples", []),  # names nothing
    ],
)
def test_a_search_holds_every_word_asked(text: str, found: list[str]) -> None:
    assert searched(text, TEMPLES) == found


@pytest.mark.parametrize(
    ("text", "task"),
    [
        ("which shiva temples do you have in pune", intents.Task("find_temples", "shiva", "pune")),
        ("Ganesh temples in Mumbai", intents.Task("find_temples", "ganesh", "Mumbai")),
        ("लखनऊ में हनुमान जी के मंदिर", intents.Task("find_temples", "हनुमान", "लखनऊ")),
        ("why do we break a coconut in temples", None),
        # A seva to be done at a temple is booked there; asking which temples do it, searched.
        (
            "I want to do Archana at Kapaleeshwarar Temple Mylapore",
            intents.Task("book_temple", "archana", "Kapaleeshwarar Temple Mylapore"),
        ),
        ("which temples do archana", intents.Task("find_temples", "archana", None)),
        ("tell me about kashi vishwanath temple", None),
    ],
)
def test_a_temple_search_is_told_from_a_question_about_temples(
    text: str, task: intents.Task | None
) -> None:
    assert intents.task_of(text) == task


async def begun(text: str, ctx: Context, kind: str = "find_temples") -> TaskOutcome:
    """The message read as a task of this kind, and that task begun."""
    task = intents.task_of(text)
    assert task is not None and task.kind == kind
    outcome = await tasks.begin(task, text, ctx, "f-1")
    assert outcome is not None
    return outcome


async def test_found_temples_are_listed_with_a_link_to_the_temples_screen() -> None:
    outcome = await begun("ganesh temples in mumbai", context(FakeTasks(now=NOW)))
    assert outcome.text.splitlines()[0] == "Temples that match:"
    assert "Siddhivinayak" in outcome.text and "Pune" not in outcome.text
    assert outcome.actions[-1].route == "/temples"


async def test_no_match_says_so_in_hindi_and_offers_the_screen() -> None:
    outcome = await begun("पुणे में शिव जी के मंदिर", context(FakeTasks(now=NOW), "hi"))
    assert outcome.text.startswith("इससे मिलता कोई मंदिर नहीं मिला")
    assert [a.route for a in outcome.actions] == ["/temples"]


async def test_a_city_with_no_temple_is_named_in_the_reply() -> None:
    outcome = await begun("कोलकाता में देवी के मंदिर", context(FakeTasks(now=NOW), "hi"))
    assert outcome.text.startswith("पुण्य पर अभी कोलकाता में मुझे कोई मंदिर नहीं मिला")
    assert [a.route for a in outcome.actions] == ["/temples"]


async def test_near_me_lists_the_nearest_when_the_place_is_shared() -> None:
    mumbai = (19.0169, 72.8302)
    ctx = replace(context(FakeTasks(now=NOW)), location=mumbai)
    outcome = await begun("any ganesh temple near me", ctx)
    assert outcome.text.splitlines()[0] == "Temples near you:"
    assert "Siddhivinayak" in outcome.text.splitlines()[1] and " km" in outcome.text


async def test_the_cart_is_shown_in_the_chat_with_its_total_and_a_way_to_check_out() -> None:
    cart = (("prod-5-mukhi-rudraksha-mala", 2),)
    ctx = replace(context(FakeTasks(now=NOW), "hi"), cart=cart)
    outcome = await tasks.begin(intents.Task("show_cart"), "मेरी कार्ट दिखाइए", ctx, "f-1")
    assert outcome is not None and outcome.navigate is None
    # 2 × ₹1,299 = ₹2,598, free delivery above ₹500, 5% GST (₹130, rounded): ₹2,728.
    assert outcome.text.splitlines()[0] == "आपके कार्ट में:"
    assert "2 नग: ₹2,598" in outcome.text and "कुल: ₹2,728" in outcome.text
    assert (outcome.actions[0].type, outcome.actions[0].text) == ("say", "ऑर्डर पूरा करें")


async def test_an_empty_cart_says_so_and_offers_the_store() -> None:
    ctx = context(FakeTasks(now=NOW))
    outcome = await tasks.begin(intents.Task("show_cart"), "show my cart", ctx, "f-1")
    assert outcome is not None and outcome.text.startswith("Your cart is empty.")
    assert [a.route for a in outcome.actions] == ["/store"]


async def test_each_temple_found_offers_to_book_a_pooja_there_in_the_chat() -> None:
    ctx = context(FakeTasks(now=NOW))
    outcome = await begun("ganesh temples in mumbai", ctx)
    (book, see_all) = outcome.actions
    assert (book.type, book.label) == ("say", "Shree Siddhivinayak Temple")
    assert see_all.route == "/temples"
    # What the button sends starts the booking at that temple.
    assert book.text is not None
    started = await begun(book.text, ctx, "book_temple")
    assert started.form is not None
    assert started.form.values.get("templeId") == "temple-siddhivinayak-mumbai"


async def test_near_me_before_the_place_is_known_asks_for_it_then_lists_the_nearest() -> None:
    e = Engine(FakeAI(), RecordingKundli(), lambda: NOW, lambda: "m", tasks=FakeTasks(now=NOW))
    state = e.new_state()
    asked = await e.handle(state, UserMessage("mandir near me"), SERVICES)
    (reply,) = [o for o in asked.outputs if isinstance(o, Reply)]
    assert reply.message.text.startswith("To find temples near you I need your location")
    assert [a.type for a in reply.actions] == ["share_location", "link"]
    assert asked.state.awaiting == "mandir near me"
    located = await e.handle(asked.state, Located(19.0169, 72.8302), SERVICES)
    (listed,) = [o for o in located.outputs if isinstance(o, Reply)]
    assert listed.message.text.splitlines()[0] == "Temples near you:"
    assert "Siddhivinayak" in listed.message.text and " km" in listed.message.text
    assert located.state.awaiting is None


async def test_near_me_in_hindi_asks_for_the_place_in_hindi() -> None:
    outcome = await begun("मेरे पास के मंदिर दिखाओ", context(FakeTasks(now=NOW), "hi"))
    assert outcome.text.startswith("आपके पास के मंदिर ढूँढने के लिए")
    assert outcome.actions[0].type == "share_location"


async def test_near_me_with_no_temple_near_says_so_not_that_nothing_matched() -> None:
    delhi = (28.6139, 77.2090)
    ctx = replace(context(FakeTasks(now=NOW), "hi"), location=delhi)
    outcome = await begun("मेरे पास के मंदिर दिखाओ", ctx)
    assert outcome.text.startswith("अभी पुण्य पर आपके पास कोई मंदिर नहीं है")
    assert [a.route for a in outcome.actions] == ["/temples"]


async def test_a_store_search_names_what_was_found_never_a_fragment_of_the_message() -> None:
    ctx = context(FakeTasks(now=NOW), "hi")
    clean = await tasks.begin(intents.Task("browse", "rudraksha"), "show me rudraksha", ctx, "b")
    assert clean is not None and clean.text == "स्टोर में आपको rudraksha दिखा रही हूँ।"
    words = "थाली सेट और पैकेट अगरबत्ती मंगवानी"
    mixed = await tasks.begin(intents.Task("browse", words), words, ctx, "b")
    assert mixed is not None and words not in mixed.text and "Thali" in mixed.text


@pytest.mark.parametrize(
    ("text", "language", "lead"),
    [
        ("navgrah yantra chahiye", "hinglish", "Bilkul yahi item hamare paas nahi hai."),
        ("I want to buy a navgraha yantra", "en", "We don't have exactly that."),
        ("नवग्रह यंत्र खरीदना है", "hi", "ठीक यही सामान हमारे पास नहीं है।"),
    ],
)
async def test_a_near_item_is_offered_as_the_nearest_never_as_the_one_asked(
    text: str, language: str, lead: str
) -> None:
    outcome = await begun(text, context(FakeTasks(now=NOW), language), "buy")
    assert outcome.text.startswith(lead) and "Copper Shri Yantra" in outcome.text
    assert outcome.form is not None and outcome.form.asking == "productId"  # nothing taken yet


@pytest.mark.parametrize("text", ["buy a good quality shri yantra", "shri yantra chahiye"])
async def test_the_item_asked_for_is_taken_without_a_nearest(text: str) -> None:
    outcome = await begun(text, context(FakeTasks(now=NOW), "en"), "buy")
    assert "exactly" not in outcome.text and outcome.form is not None
    assert outcome.form.asking == "quantity"


async def test_several_items_named_together_go_in_the_cart_at_once() -> None:
    text = "ek camphor aur 2 shri yantra chahiye"
    outcome = await begun(text, context(FakeTasks(now=NOW), "hinglish"), "buy")
    assert outcome.text.startswith("Aapke cart mein daal diya: 1 × Bhimseni Camphor")
    assert outcome.cart is not None and outcome.form is None
    added = [(line.product_id, line.quantity) for line in outcome.cart.add]
    assert added == [("prod-bhimseni-camphor", 1), ("prod-copper-shri-yantra", 2)]


async def test_one_item_named_twice_in_a_message_is_added_once() -> None:
    text = "ek camphor chahiye, aur 2 shri yantra. camphor milega na?"
    outcome = await begun(text, context(FakeTasks(now=NOW), "hinglish"), "buy")
    assert outcome.cart is not None
    added = [(line.product_id, line.quantity) for line in outcome.cart.add]
    assert added == [("prod-bhimseni-camphor", 1), ("prod-copper-shri-yantra", 2)]


async def test_of_several_items_a_clear_one_is_added_and_the_unclear_one_asked() -> None:
    outcome = await begun("buy a shri yantra and a rudraksha", context(FakeTasks(now=NOW)), "buy")
    assert outcome.text.startswith("Added to your cart: 1 × Copper Shri Yantra")
    assert "5 Mukhi Rudraksha Bracelet" in outcome.text  # the rudraksha: which one?
    assert outcome.cart is not None and len(outcome.cart.add) == 1
    assert outcome.form is not None and outcome.form.asking == "productId"


async def test_items_with_choices_named_together_are_each_asked_about_in_turn() -> None:
    ctx = context(FakeTasks(now=NOW))
    outcome = await begun("I need a rudraksha and some prasad", ctx, "buy")
    assert outcome.form is not None and outcome.form.asking == "productId"
    assert "5 Mukhi Rudraksha Bracelet" in outcome.text and "Panchmeva" not in outcome.text
    picked = await tasks.answer(outcome.form, "5 Mukhi Rudraksha Bracelet", ctx)
    assert picked.form is not None and picked.form.asking == "quantity"
    added = await tasks.answer(picked.form, "1", ctx)
    # The bracelet is added, and the prasad is asked about next, not forgotten.
    assert added.text.startswith("Added 1 × 5 Mukhi Rudraksha Bracelet")
    assert "Panchmeva Dry Fruit Prasad" in added.text and "check out" not in added.text
    assert added.form is not None and added.form.asking == "productId"
    assert added.cart is not None
    assert [line.product_id for line in added.cart.add] == ["prod-5-mukhi-rudraksha-bracelet"]


@pytest.mark.parametrize(
    ("text", "cart", "changed"),
    [
        ("aur laddu 3 box kar do", (("prod-besan-laddu-box", 2),), ("prod-besan-laddu-box", 3)),
        ("make camphor 4", (("prod-bhimseni-camphor", 1),), ("prod-bhimseni-camphor", 4)),
    ],
)
async def test_a_number_set_for_an_item_in_the_cart_changes_its_line(
    text: str, cart: tuple[tuple[str, int], ...], changed: tuple[str, int]
) -> None:
    ctx = replace(context(FakeTasks(now=NOW), "hinglish"), cart=cart)
    task = await cart_talk.aimed_at_cart(intents.task_of(text), text, ctx)
    assert task is not None and task.kind == "change_cart"
    outcome = await tasks.begin(task, text, ctx, "c")
    assert outcome is not None and outcome.cart is not None and outcome.cart.set == (changed,)


@pytest.mark.parametrize(
    "cart",
    [(("prod-bhimseni-camphor", 1),), (("prod-5-mukhi-rudraksha-bracelet", 1),)],
)
async def test_an_item_added_with_a_number_is_still_bought(
    cart: tuple[tuple[str, int], ...],
) -> None:
    ctx = replace(context(FakeTasks(now=NOW)), cart=cart)
    text = "2 rudraksha bracelet add kar do"  # the cart lacks it, or more of it are added
    assert await cart_talk.aimed_at_cart(intents.task_of(text), text, ctx) == intents.task_of(text)


async def test_a_message_naming_many_items_asks_each_with_a_form_id_of_bounded_length() -> None:
    ctx = context(FakeTasks(now=NOW))
    outcome = await begun(", ".join(["rudraksha"] * 60) + " chahiye", ctx, "buy")
    for _ in range(3):
        assert outcome.form is not None and outcome.form.asking == "productId"
        assert len(outcome.form.form_id) <= 80
        picked = await tasks.answer(outcome.form, "5 Mukhi Rudraksha Bracelet", ctx)
        assert picked.form is not None
        outcome = await tasks.answer(picked.form, "1", ctx)


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("ghee ka diya", ["diya"]),  # the diya is the thing; the ghee only says which
        ("shree yantra", ["shri"]),  # a yantra by name, however "Shri" is written
        ("sri yantra", ["shri"]),
        ("laddu gopal ki murti", ["gopal"]),  # who the murti is, not any murti
    ],
)
def test_the_thing_named_is_found_not_what_qualifies_it(text: str, found: list[str]) -> None:
    candidates = [
        Candidate("ghee", "Cow Ghee for Havan (500 ml)", "Havan Samagri. For lighting diyas."),
        Candidate("diya", "Brass Panch Aarti Diya", "Puja Items", "पीतल का पंच आरती दीपक"),
        Candidate("shri", "Copper Shri Yantra (3 x 3 inch)", "Yantras"),
        Candidate("navgrah", "Navgrah Yantra, Copper (6 inch)", "Yantras"),
        Candidate("gopal", "Laddu Gopal (Bal Krishna) Brass", "Idols and Murtis"),
        Candidate("ganesh", "Brass Ganesh Murti (4 inch)", "Idols and Murtis"),
    ]
    assert ranked(text, candidates)[: len(found)] == found


async def test_an_item_we_do_not_sell_among_several_is_said_not_to_be_here() -> None:
    outcome = await begun("एक कपूर और गंगाजल चाहिए", context(FakeTasks(now=NOW), "hi"), "buy")
    assert "आपने जो दूसरा सामान बताया, वह हमारे स्टोर में नहीं है।" in outcome.text
    assert outcome.cart is not None and len(outcome.cart.add) == 1


async def test_a_count_said_apart_belongs_to_the_item_before_it() -> None:
    outcome = await begun("कपूर मिलेगा? 3 डिब्बे चाहिए", context(FakeTasks(now=NOW), "hi"), "buy")
    assert "नहीं है" not in outcome.text  # "3 डिब्बे" is no second item
    assert outcome.form is None and outcome.cart is not None
    assert [(line.product_id, line.quantity) for line in outcome.cart.add] == [
        ("prod-bhimseni-camphor", 3)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "I also want camphor",
        "namaste ji, camphor aur yantra chahiye",
        "Hi, Margazhi is starting, I want one shri yantra. How much?",  # the season; a question
        "bhai ek shri yantra chahiye, pandit ji ne bola hai ghar mein rakhne ko",  # who advised
    ],
)
async def test_a_part_that_names_nothing_is_no_item_we_lack(text: str) -> None:
    outcome = await begun(text, context(FakeTasks(now=NOW)), "buy")
    assert "not in our store" not in outcome.text and "store mein nahi hai" not in outcome.text


async def test_a_count_declined_is_not_the_count_wanted() -> None:
    ctx = context(FakeTasks(now=NOW), "hinglish")
    ctx = replace(ctx, cart=(("prod-bhimseni-camphor", 2),))
    text = "kapoor 2 nahi, 1 hi kar dijiye ji"
    outcome = await begun(text, ctx, "change_cart")
    assert outcome.cart is not None and outcome.cart.set == (("prod-bhimseni-camphor", 1),)


async def test_a_count_said_with_an_item_that_has_choices_is_not_asked_again() -> None:
    ctx = context(FakeTasks(now=NOW), "hinglish")
    outcome = await begun("shri yantra aur 2 rudraksha bhejna hai", ctx, "buy")
    assert outcome.form is not None and outcome.form.asking == "productId"
    picked = await tasks.answer(outcome.form, "5 Mukhi Rudraksha Bracelet", ctx)
    assert picked.form is None and picked.cart is not None  # the 2 was kept: no "kitne?"
    assert [(line.product_id, line.quantity) for line in picked.cart.add] == [
        ("prod-5-mukhi-rudraksha-bracelet", 2)
    ]


@pytest.mark.parametrize(
    ("text", "form"),
    [
        ("want a telugu pujari for vastu shanti in varanasi, assi ghat", "priest_booking"),
        ("book griha pravesh puja in pune", "priest_booking"),  # a city: the pandit comes
        ("book rudrabhishek at kashi vishwanath", "temple_booking"),  # a temple
    ],
)
async def test_a_rite_at_a_city_or_with_a_pandit_named_books_a_pandit_not_a_temple(
    text: str, form: str
) -> None:
    outcome = await begun(text, context(FakeTasks(now=NOW)), "book_priest")
    assert outcome.form_name == form


async def test_items_counted_one_after_another_are_each_their_own() -> None:
    # "camphor 2 shri yantra 1": a count ends an item; why they buy ("sab khatam ho gaya") and
    # where it goes ("ghar bhej do") are no items.
    text = "camphor 2 shri yantra 1, diwali ke baad sab khatam ho gaya. ghar bhej do"
    outcome = await begun(text, context(FakeTasks(now=NOW), "hinglish"), "buy")
    assert outcome.cart is not None and outcome.form is None
    added = [(line.product_id, line.quantity) for line in outcome.cart.add]
    assert added == [("prod-bhimseni-camphor", 2), ("prod-copper-shri-yantra", 1)]
    assert "nahi hai" not in outcome.text


@pytest.mark.parametrize(
    ("said", "count"),
    [
        ("Ek minute. Shri yantra 11 nahi, 12 kar dijiye", 12),
        ("shri yantra 5 packet ki jagah 3 kar do", 3),
        ("make the shri yantra 4 instead of 2", 4),
    ],
)
async def test_the_count_a_line_is_changed_to_is_the_one_made_so(said: str, count: int) -> None:
    ctx = context(FakeTasks(now=NOW), "hinglish")
    ctx = replace(ctx, cart=(("prod-copper-shri-yantra", 2),))
    task = intents.task_of(said)
    assert task is not None and task.kind == "change_cart"
    changed = await tasks.begin(task, said, ctx, "c")
    assert changed is not None and changed.cart is not None
    assert changed.cart.set == (("prod-copper-shri-yantra", count),)


async def test_more_of_an_item_than_the_store_takes_is_told_the_limit() -> None:
    ctx = context(FakeTasks(now=NOW))
    ctx = replace(ctx, cart=(("prod-copper-shri-yantra", 2),))
    said = f"make the shri yantra {MAX_PER_ITEM + 1}"
    task = intents.task_of(said)
    assert task is not None
    told = await tasks.begin(task, said, ctx, "c")
    assert told is not None and told.cart is None
    assert told.text == say("en", "bad_quantity_max", max=ctx.tasks.max_per_item)
    assert f"up to {MAX_PER_ITEM} at a time" in told.text


async def test_an_item_removed_with_another_in_its_place_takes_one_out_and_puts_the_other_in() -> (
    None
):
    ctx = context(FakeTasks(now=NOW), "hinglish")
    ctx = replace(ctx, cart=(("prod-copper-shri-yantra", 1), ("prod-brass-puja-thali-set", 1)))
    said = "puja thali hata do yaar, uski jagah camphor 1 daal do pls"
    task = intents.task_of(said)
    assert task is not None and task.kind == "remove_from_cart"
    outcome = await tasks.begin(task, said, ctx, "c")
    assert outcome is not None and outcome.cart is not None
    assert ("prod-brass-puja-thali-set", 0) in outcome.cart.set
    assert [(line.product_id, line.quantity) for line in outcome.cart.add] == [
        ("prod-bhimseni-camphor", 1)
    ]


async def asked_how_many_thalis(language: str = "en") -> tuple[TaskOutcome, Context]:
    ctx = context(FakeTasks(now=NOW), language)
    said = "I want to buy a brass puja thali"
    task = intents.task_of(said)
    assert task is not None
    asked = await tasks.begin(task, said, ctx, "c")
    assert asked is not None and asked.form is not None and asked.form.asking == "quantity"
    return asked, ctx


@pytest.mark.parametrize(
    "said",
    [
        "puja thali hata do, uski jagah 1 camphor",
        "remove the thali, add 1 camphor instead",
        "not the thali, 1 camphor instead",
    ],
)
async def test_the_item_asked_about_taken_back_for_another_is_left_out_not_counted(
    said: str,
) -> None:
    asked, ctx = await asked_how_many_thalis()
    assert asked.form is not None
    outcome = await tasks.answer(asked.form, said, ctx)
    assert outcome.cart is not None
    added = [(line.product_id, line.quantity) for line in outcome.cart.add]
    assert added == [("prod-bhimseni-camphor", 1)]  # never 1 thali, nor 2
    assert outcome.text.startswith(
        say("en", "cart_item_left_out", product=asked.form.shown["productId"])
    )


@pytest.mark.parametrize("said", ["no", "thali nahi chahiye", "actually I don't want it"])
async def test_an_item_declined_when_its_count_is_asked_is_not_added(said: str) -> None:
    asked, ctx = await asked_how_many_thalis()
    assert asked.form is not None
    outcome = await tasks.answer(asked.form, said, ctx)
    assert outcome.form is None and outcome.cart is None
    assert "haven't added" in outcome.text


async def test_a_count_said_with_a_no_is_still_the_count() -> None:
    asked, ctx = await asked_how_many_thalis()
    assert asked.form is not None
    outcome = await tasks.answer(asked.form, "no, 3", ctx)
    assert outcome.cart is not None
    assert [(line.product_id, line.quantity) for line in outcome.cart.add] == [
        ("prod-brass-puja-thali-set", 3)
    ]


@pytest.mark.parametrize(
    "said", ["gaadi ki puja", "vahan puja", "वाहन पूजा", "nayi rikshaw ki puja", "new car puja"]
)
def test_a_vehicle_puja_is_found_by_its_everyday_names(said: str) -> None:
    found = ranked(said, [Candidate("vehicle", "Vehicle Puja"), Candidate("ganesh", "Ganesh Puja")])
    assert found[:1] == ["vehicle"]


@pytest.mark.parametrize(
    "said",
    [
        "naam karan karwana hai",
        "बेटी का नाम करण",
        "her namkaran",
        "vadhyar for the naming ceremony at our residence",  # in English, and in Tamil
        "Naming ceremony, namakaranam for the baby boy",
    ],
)
def test_a_naming_ceremony_said_in_two_words_is_found(said: str) -> None:
    candidates = [Candidate("naming", "Namkaran Sanskar"), Candidate("ganesh", "Ganesh Puja")]
    assert ranked(said, candidates)[:1] == ["naming"]


@pytest.mark.parametrize("said", ["Thursday Lokkhi pujo", "laxmi puja"])
def test_lakshmi_is_found_as_bengal_and_hindi_spell_her(said: str) -> None:
    candidates = [Candidate("lakshmi", "Lakshmi Puja"), Candidate("ganesh", "Ganesh Puja")]
    assert ranked(said, candidates)[:1] == ["lakshmi"]


async def test_a_cart_line_named_to_go_without_an_item_word_is_taken_out() -> None:
    ctx = context(FakeTasks(now=NOW), "hinglish")
    ctx = replace(ctx, cart=(("prod-copper-shri-yantra", 1), ("prod-bhimseni-camphor", 1)))
    said = "copper wala hata do yaar, pandit ji se baat ki, unhone mana kiya"
    task = await cart_talk.aimed_at_cart(intents.task_of(said), said, ctx)
    assert task is not None and task.kind == "remove_from_cart"
    outcome = await tasks.begin(task, said, ctx, "c")
    assert outcome is not None and outcome.cart is not None
    assert outcome.cart.set == (("prod-copper-shri-yantra", 0),)


async def test_a_sold_out_item_asked_for_offers_those_of_its_kind_in_stock() -> None:
    ctx = context(FakeTasks(now=NOW))
    said = "I want a gauri shankar rudraksha"
    task = intents.task_of(said)
    assert task is not None
    asked = await tasks.begin(task, said, ctx, "c")
    assert asked is not None and asked.form is not None
    assert asked.text.startswith(say("en", "out_of_stock_alike", product="Gauri Shankar Rudraksha"))
    offered = [a.label for a in asked.actions]
    assert offered and "Gauri Shankar Rudraksha" not in offered
    assert all("Rudraksha" in label for label in offered)


def _stocking(product_id: str, name: str, category: str) -> FakeTasks:
    """The spec's store with one more item in stock (the demo catalogue's, by its name)."""
    shop = FakeTasks(now=NOW)
    shop.products[product_id] = {
        "id": product_id, "name": name, "category": category, "description": name,
        "price": 100, "stockQuantity": 30,
    }  # fmt: skip
    return shop


async def test_one_more_of_an_item_whose_name_reads_as_a_rite_is_added() -> None:
    shop = _stocking("prod-sundarkand", "Sundarkand (Large Type)", "Books")
    ctx = replace(context(shop, "hi"), cart=(("prod-sundarkand", 1),))
    said = "एक सुंदरकांड और जोड़ दीजिए, अनुज के लिए। कुल दो प्रतियाँ"
    assert intents.task_of(said) is None  # read alone, a Sundarkand is a rite
    task = await cart_talk.aimed_at_cart(None, said, ctx)
    assert task is not None and task.kind == "add_to_cart"


async def test_a_line_pointed_at_is_the_one_named_before_it_in_the_message() -> None:
    shop = _stocking("prod-shani-yantra", "Shani Yantra, Copper (4 inch)", "Yantras")
    ctx = replace(
        context(shop, "hi"), cart=(("prod-shani-yantra", 1), ("prod-bhimseni-camphor", 1))
    )
    said = "रुकिए, इ बोल रहे हैं शनि यंत्र अभी नहीं, पहले पंडित जी से पूछेंगे। उसको हटा दीजिए"
    task = intents.task_of(said)
    assert task is not None
    outcome = await tasks.begin(task, said, ctx, "c")
    assert outcome is not None and outcome.cart is not None
    assert outcome.cart.set == (("prod-shani-yantra", 0),)


async def test_an_item_taken_out_because_it_is_at_home_is_not_added_again() -> None:
    ctx = replace(context(FakeTasks(now=NOW), "hinglish"), cart=(("prod-panchmeva-prasad", 1),))
    said = "Panchmeva hata do ji, ghar pe dry fruits pade hain, wahi daal lungi"
    task = await cart_talk.aimed_at_cart(intents.task_of(said), said, ctx)
    assert task is not None and task.kind == "remove_from_cart"


async def test_more_about_an_item_with_a_cart_adds_nothing() -> None:
    ctx = replace(context(FakeTasks(now=NOW)), cart=(("prod-panchmeva-prasad", 1),))
    said = "why is the gauri shankar rudraksha worn? tell me more"
    assert intents.task_of(said) is None  # a question, answered from what the product knows
    assert await cart_talk.aimed_at_cart(None, said, ctx) is None


AKHAND_JYOTI = {
    "id": "prod-akhand-jyoti",
    "name": "Brass Akhand Jyoti with Glass Chimney",
    "category": "Diyas",
    "description": "A lamp that burns through the nine nights of Navratri.",
    "price": 899,
    "stockQuantity": 12,
}


def with_akhand_jyoti() -> FakeTasks:
    fake = FakeTasks(now=NOW)
    fake.products[AKHAND_JYOTI["id"]] = AKHAND_JYOTI
    return fake


@pytest.mark.parametrize(
    "text",
    [
        "glass chimney wali akhand jyoti bhi chahiye",  # no rule knows these words: the name does
        "I want an akhand jyoti with a glass chimney",
    ],
)
async def test_an_item_wanted_in_the_store_s_own_words_is_bought(text: str) -> None:
    ctx = context(with_akhand_jyoti())
    task = await tasks.as_a_purchase(text, ctx)
    assert task is not None and task.kind == "buy"
    outcome = await tasks.begin(task, text, ctx, "f-1")
    assert outcome is not None and "Akhand Jyoti" in outcome.text


@pytest.mark.parametrize(
    "text",
    [
        "akhand jyoti kitne din jalani chahiye?",  # asks about it
        "akhand jyoti ke baare mein jaankari chahiye",
        "why do we need an akhand jyoti?",
        "I don't want the akhand jyoti",
        "I want a jyoti",  # one word of its name: not enough to be that item
    ],
)
async def test_a_question_about_an_item_or_a_word_of_its_name_is_no_purchase(text: str) -> None:
    assert await tasks.as_a_purchase(text, context(with_akhand_jyoti())) is None


async def test_a_thing_a_pandit_advised_is_bought_when_no_puja_is_named() -> None:
    fake = FakeTasks(now=NOW)
    neelam = {**AKHAND_JYOTI, "id": "prod-neelam", "name": "Blue Sapphire (Neelam), 4.25 ratti"}
    fake.products[neelam["id"]] = neelam
    text = "bhai ek neelam chahiye, pandit ji ne bola hai pehenne ko"
    task = intents.task_of(text)
    assert task is not None and task.kind == "book_priest"  # the rules hear the pandit
    outcome = await tasks.begin(task, text, context(fake, "hinglish"), "f-1")
    assert outcome is not None and "Neelam" in outcome.text
    assert outcome.form is None or outcome.form.name == "cart"


@pytest.mark.parametrize(
    "text",
    ["I also want one for my sister-in-law in Thrissur", "ek aur chahiye", "one more please"],
)
async def test_one_more_with_no_item_named_is_another_of_the_item_added_last(text: str) -> None:
    fake = FakeTasks(now=NOW)
    [first, last, *_] = fake.products
    ctx = replace(context(fake), cart=((first, 1), (last, 2)))
    task = await cart_talk.aimed_at_cart(intents.task_of(text), text, ctx)
    assert task is not None and task.kind == "add_to_cart"
    assert task.topic == fake.products[last]["name"]


@pytest.mark.parametrize("text", ["I have one more question", "ek aur sawal hai"])
async def test_one_more_question_adds_nothing(text: str) -> None:
    fake = FakeTasks(now=NOW)
    ctx = replace(context(fake), cart=((next(iter(fake.products)), 1),))
    task = await cart_talk.aimed_at_cart(None, text, ctx)
    assert task is None or task.kind != "add_to_cart"


async def test_a_puja_asked_with_a_greeting_naming_a_deity_is_never_an_item() -> None:
    class PujaInTheWholeMessage(FakeTasks):
        """As the catalogue does for a long topic: the puja is found in the whole message."""

        async def find_pujas(self, text: str, *, limit: int = 5) -> list[Puja]:
            return await super().find_pujas(text, limit=limit) if "puja" in text else []

    fake = PujaInTheWholeMessage(now=NOW)
    darbar = {**AKHAND_JYOTI, "id": "prod-ram-darbar", "name": "Ram Darbar Brass Set (7 inch)"}
    fake.products[darbar["id"]] = darbar
    text = (
        "ram ram sa. agle somvar nayi dukaan ka muhurat hai, ganesh ji ki puja karani hai, "
        "pandit ji chahiye"
    )
    ctx = context(fake, "hinglish")
    assert await tasks.as_a_purchase(text, ctx, words=1) is None  # the greeting names no item
    task = intents.task_of(text)
    assert task is not None and task.kind == "book_priest"
    outcome = await tasks.begin(task, text, ctx, "f-1")
    assert outcome is not None and outcome.form is not None
    assert outcome.form.name == "priest_booking" and outcome.cart is None


async def test_a_price_asked_of_one_item_offers_to_put_it_in_the_cart() -> None:
    # (A stock question names the item to buy: "... stock mein hai kya?" starts the cart.)
    question = "how much is the copper shri yantra?"
    e = Engine(FakeAI(), RecordingKundli(), lambda: NOW, lambda: "m", tasks=FakeTasks(now=NOW))
    answered = await e.handle(e.new_state(), UserMessage(question), SERVICES)
    (reply,) = [o for o in answered.outputs if isinstance(o, Reply)]
    [add] = [a for a in reply.actions if a.label == say("en", "action_add_to_cart")]
    assert add.text == "add 1 Copper Shri Yantra (3 x 3 inch) to my cart"
    tapped = await e.handle(answered.state, UserMessage(add.text), SERVICES)
    (added,) = [o for o in tapped.outputs if isinstance(o, Reply)]
    assert added.cart is not None
    assert [(line.product_id, line.quantity) for line in added.cart.add] == [
        ("prod-copper-shri-yantra", 1)
    ]


async def test_a_price_asked_of_several_items_offers_no_one_of_them() -> None:
    e = Engine(FakeAI(), RecordingKundli(), lambda: NOW, lambda: "m", tasks=FakeTasks(now=NOW))
    answered = await e.handle(e.new_state(), UserMessage("how much is a rudraksha?"), SERVICES)
    (reply,) = [o for o in answered.outputs if isinstance(o, Reply)]
    assert not any(a.label == say("en", "action_add_to_cart") for a in reply.actions)
