"""The palmistry reader: what palmists say about the lines, mounts and hand shapes, answered by
retrieval, and honest that a reading needs the palm itself."""

from __future__ import annotations

from functools import cache

from assistant_core.builtin.answer import BuiltinAnswer, clip, from_hits
from assistant_core.builtin.retrieval import Doc, Index

# title -> (keywords, text)
LINES: dict[str, tuple[str, str]] = {
    "Heart line": (
        "love emotion emotional relationship feelings top",
        "The heart line runs across the top of the palm, from under the little finger towards "
        "the index finger. It is read for emotional life and relationships: long and curving "
        "up between the index and middle fingers is said to show a warm, expressive nature; "
        "straight and short, a reserved and practical one; chained or broken, emotional ups "
        "and downs.",
    ),
    "Head line": (
        "mind intellect thinking intelligence career decisions",
        "The head line starts between the thumb and the index finger and runs across the "
        "palm. It shows the way you think, not how clever you are: straight is said to mean "
        "logical and practical; sloping towards the wrist, creative and imaginative; a head "
        "line that starts apart from the life line, an independent thinker.",
    ),
    "Life line": (
        "life health vitality energy long short age death",
        "The life line curves around the base of the thumb. Palmists read it for vitality, "
        "energy and major changes of life, not for how long you will live: deep and clear is "
        "said to show strong vitality; a wide arc, an energetic and adventurous nature; a "
        "break, a big change of direction.",
    ),
    "Fate line (line of Saturn)": (
        "fate destiny career job work bhagya rekha saturn",
        "The fate line runs up the middle of the palm from the wrist towards the middle "
        "finger. It is read for career and direction: deep and straight is said to show a "
        "clear purpose; starting from the life line, a self-made path; starting from the "
        "mount of the Moon, a career shaped by other people or the public. Many hands have "
        "no clear fate line, which palmists read as freedom to shape your own path.",
    ),
    "Sun line (Apollo line)": (
        "sun apollo fame success recognition creativity money",
        "The sun line runs up towards the ring finger. It is read for recognition, "
        "creativity and success; not everyone has one, and a clear sun line is said to show "
        "talent that others notice.",
    ),
    "Marriage lines (relationship lines)": (
        "marriage relationship spouse love wedding vivah rekha",
        "Marriage lines are the short horizontal lines on the edge of the palm below the "
        "little finger, above the heart line. They are read for close relationships and "
        "marriage: one long clear line is said to show a deep lasting bond; several lines, "
        "several important relationships; a line nearer the heart line, an earlier one.",
    ),
}

MOUNTS: dict[str, tuple[str, str]] = {
    "Mount of Venus": (
        "thumb base love family warmth",
        "below the thumb, inside the life "
        "line: love, warmth, vitality and family; full is said to be "
        "affectionate, flat reserved",
    ),
    "Mount of Jupiter": (
        "index finger ambition leadership",
        "below the index finger: ambition, leadership, confidence and spirituality",
    ),
    "Mount of Saturn": (
        "middle finger wisdom discipline",
        "below the middle finger: wisdom, responsibility, discipline and introspection",
    ),
    "Mount of the Sun (Apollo)": (
        "ring finger creativity fame",
        "below the ring finger: creativity, fame, happiness and the arts",
    ),
    "Mount of Mercury": (
        "little finger communication business",
        "below the little finger: communication, business sense, wit and intelligence",
    ),
    "Mount of the Moon (Luna)": (
        "imagination intuition travel",
        "on the little-finger side near the wrist: imagination, intuition, emotion and travel",
    ),
    "Mounts of Mars": (
        "courage mars plain",
        "lower Mars above the mount of Venus (physical "
        "courage), upper Mars below the mount of Mercury (perseverance and "
        "moral courage), and the plain of Mars in the centre of the palm",
    ),
}

HANDS: dict[str, str] = {
    "Earth hand": "a square palm with short fingers: practical, reliable and grounded",
    "Air hand": "a square palm with long fingers: intellectual, curious and communicative",
    "Fire hand": "a long palm with short fingers: energetic, bold and enthusiastic",
    "Water hand": "a long palm with long fingers: sensitive, intuitive and artistic",
}

HOW_TO = (
    "How to read a palm",
    "read reading my palm hand which left right dominant photo",
    "Palmists read the dominant hand for what you have made of your life and the other hand "
    "for what you were born with (some Indian traditions read the right hand for men and the "
    "left for women). They look first at the hand's shape, then the major lines (heart, head "
    "and life), then the fate, sun and marriage lines, and the mounts under the fingers.",
)
HONEST = (
    "I cannot see your palm: a real reading needs the palm itself, and palmistry is a "
    "traditional art, not a science. Here is what palmists say:"
)


@cache
def palmistry_index() -> Index:
    docs = [
        Doc(f"palm/line/{t.split()[0].lower()}", "line", t, text, kw)
        for t, (kw, text) in LINES.items()
    ]
    docs += [
        Doc(
            f"palm/mount/{t.split()[-1].strip('()').lower()}",
            "mount",
            t,
            f"The {t[0].lower() + t[1:]} lies {text}.",
            f"mount {kw}",
        )
        for t, (kw, text) in MOUNTS.items()
    ]
    docs += [
        Doc(
            f"palm/hand/{t.split()[0].lower()}",
            "hand",
            t,
            f"An {t.lower()} has {text}." if t[0] in "AEIOU" else f"A {t.lower()} has {text}.",
            "hand shape type element",
        )
        for t, text in HANDS.items()
    ]
    docs.append(Doc("palm/how-to", "how-to", HOW_TO[0], HOW_TO[2], HOW_TO[1]))
    return Index(docs)


def _no_match() -> str:
    return (
        "I could not find that in my palmistry notes, so I won't guess. I can explain the "
        "heart, head, life, fate, sun and marriage lines, the mounts (Venus, Jupiter, Saturn, "
        "Sun, Mercury, Moon and Mars) and the four hand shapes (earth, air, fire and water). "
        'For example, ask: "What does the fate line show?"'
    )


class PalmistryReader:
    def answer(self, question: str) -> BuiltinAnswer:
        hits = palmistry_index().relevant(question, limit=5)
        if not hits:
            return BuiltinAnswer(_no_match())
        found = from_hits(hits, max_full=2)
        return BuiltinAnswer(clip(f"{HONEST}\n\n{found.text}"), found.sources, found.context)
