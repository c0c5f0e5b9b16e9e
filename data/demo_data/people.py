"""The customers of generated demo data: Indian names, mobile numbers, @example.com e-mails and
addresses, and which customer places each record (a few very often, most once or twice)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache

import indian_pincode

FIRST_NAMES = (
    "Aarav", "Aditi", "Aditya", "Akash", "Ananya", "Anil", "Anita", "Anjali", "Arjun", "Arun",
    "Asha", "Bhavna", "Chetan", "Deepa", "Deepak", "Devika", "Dinesh", "Divya", "Gaurav", "Geeta",
    "Govind", "Hari", "Harish", "Isha", "Jaya", "Karthik", "Kavita", "Kiran", "Krishna", "Lakshmi",
    "Madhav", "Mahesh", "Manoj", "Meena", "Mohan", "Nandini", "Naveen", "Neha", "Nikhil", "Nisha",
    "Pallavi", "Pooja", "Prakash", "Priya", "Rahul", "Rajesh", "Ramesh", "Rani", "Ravi", "Rekha",
    "Rohan", "Sachin", "Sanjay", "Sarita", "Saroj", "Seema", "Shankar", "Shanti", "Shreya",
    "Shruti", "Sita", "Sneha", "Sudha", "Sunil", "Sunita", "Suresh", "Swati", "Tanvi", "Uma",
    "Usha", "Varun", "Vidya", "Vijay", "Vikram", "Vinod", "Yamini", "Yash", "Lalitha", "Murali",
    "Padma", "Venkatesh", "Sridevi", "Bhaskar", "Gopal", "Radha", "Jagdish", "Kamala", "Om",
)  # fmt: skip
LAST_NAMES = (
    "Sharma", "Verma", "Gupta", "Agarwal", "Iyer", "Iyengar", "Nair", "Menon", "Pillai", "Reddy",
    "Rao", "Naidu", "Patel", "Shah", "Desai", "Mehta", "Joshi", "Kulkarni", "Deshpande", "Patil",
    "Jadhav", "Chatterjee", "Banerjee", "Mukherjee", "Ghosh", "Das", "Bose", "Sen", "Mishra",
    "Tiwari", "Pandey", "Dubey", "Tripathi", "Shukla", "Srivastava", "Saxena", "Yadav", "Singh",
    "Chauhan", "Rathore", "Thakur", "Bhat", "Hegde", "Shetty", "Kamath", "Krishnan", "Subramanian",
    "Venkataraman", "Chandra", "Malhotra", "Kapoor", "Khanna", "Arora", "Sethi", "Bansal", "Goyal",
    "Jain", "Choudhary", "Dixit", "Trivedi",
)  # fmt: skip
# (city, state, PIN prefix, localities)
CITIES = (
    ("Mumbai", "Maharashtra", "400", ("Andheri West", "Dadar", "Borivali", "Chembur", "Powai")),
    ("Pune", "Maharashtra", "411", ("Kothrud", "Aundh", "Hadapsar", "Baner", "Shivajinagar")),
    ("Delhi", "Delhi", "110", ("Lajpat Nagar", "Rohini", "Dwarka", "Karol Bagh", "Saket")),
    ("Bengaluru", "Karnataka", "560", ("Jayanagar", "Malleshwaram", "Indiranagar", "HSR Layout")),
    ("Chennai", "Tamil Nadu", "600", ("Mylapore", "T Nagar", "Adyar", "Anna Nagar", "Velachery")),
    ("Hyderabad", "Telangana", "500", ("Banjara Hills", "Kukatpally", "Ameerpet", "Secunderabad")),
    ("Kolkata", "West Bengal", "700", ("Salt Lake", "Ballygunge", "Behala", "Dum Dum")),
    ("Ahmedabad", "Gujarat", "380", ("Navrangpura", "Satellite", "Maninagar", "Vastrapur")),
    ("Jaipur", "Rajasthan", "302", ("Malviya Nagar", "Vaishali Nagar", "Mansarovar", "C Scheme")),
    ("Lucknow", "Uttar Pradesh", "226", ("Gomti Nagar", "Aliganj", "Hazratganj", "Indira Nagar")),
    ("Varanasi", "Uttar Pradesh", "221", ("Lanka", "Sigra", "Assi", "Bhelupur", "Godowlia")),
    ("Kochi", "Kerala", "682", ("Edappally", "Kakkanad", "Fort Kochi", "Vyttila")),
    ("Bhopal", "Madhya Pradesh", "462", ("Arera Colony", "Kolar Road", "MP Nagar")),
    ("Nagpur", "Maharashtra", "440", ("Dharampeth", "Sitabuldi", "Manish Nagar")),
)  # fmt: skip
# Each city's district as India Post's directory names it (Delhi: the whole state).
DISTRICTS = {
    "Mumbai": "MUMBAI", "Pune": "PUNE", "Bengaluru": "BENGALURU URBAN", "Chennai": "CHENNAI",
    "Hyderabad": "HYDERABAD", "Kolkata": "KOLKATA", "Ahmedabad": "AHMADABAD", "Jaipur": "JAIPUR",
    "Lucknow": "LUCKNOW", "Varanasi": "VARANASI", "Kochi": "ERNAKULAM", "Bhopal": "BHOPAL",
    "Nagpur": "NAGPUR",
}  # fmt: skip
STREETS = ("Main Road", "Cross Road", "Temple Street", "Station Road", "Gandhi Marg", "MG Road")
# Mobile numbers start with 6 to 9; nines are the most common.
LEADING_DIGITS = ("9", "9", "9", "8", "8", "7", "7", "6")
EMAIL_DOMAIN = "example.com"  # reserved (RFC 2606): nothing sent to it reaches anyone
HAS_EMAIL = 0.8
# Who places a record: a handful of very frequent customers, a tier of regulars, and then
# anyone at all, so most customers have one or two records and a few have hundreds.
FREQUENT = 20
FREQUENT_SHARE = 0.005
REGULAR_FRACTION = 0.01
REGULAR_SHARE = 0.10


@dataclass(frozen=True, slots=True)
class Customer:
    name: str
    phone: str
    email: str | None
    address: str


@cache
def pins_of(city: str, state: str, prefix: str) -> tuple[str, ...]:
    """The city's real PIN codes (India Post's directory), so that an address is one the
    checkout would take."""
    found = indian_pincode.get_pincodes(state=state.upper(), district=DISTRICTS.get(city))
    return tuple(pin for pin in found if pin.startswith(prefix))


def _address(rng: random.Random) -> str:
    city, state, prefix, localities = rng.choice(CITIES)
    return (
        f"{rng.randint(1, 250)}, {rng.choice(STREETS)}, {rng.choice(localities)}, "
        f"{city}, {state} {rng.choice(pins_of(city, state, prefix))}"
    )


def customer_pool(seed: int, size: int) -> list[Customer]:
    """`size` customers with distinct phones. Built from one stream, so the pool of a seed is
    a prefix of any larger pool of it: later runs keep adding records of the same customers."""
    rng = random.Random(f"customers:{seed}")  # noqa: S311 - made up, repeatable by seed
    phones: set[str] = set()
    pool: list[Customer] = []
    while len(pool) < size:
        first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
        phone = rng.choice(LEADING_DIGITS) + f"{rng.randrange(10**9):09d}"
        has_email = rng.random() < HAS_EMAIL
        email_number = rng.randrange(1, 1000)
        address = _address(rng)
        if phone in phones:
            continue
        phones.add(phone)
        email = f"{first}.{last}{email_number}@{EMAIL_DOMAIN}".lower() if has_email else None
        pool.append(Customer(f"{first} {last}", phone, email, address))
    return pool


def pool_size(records: int) -> int:
    """About three records per customer on average."""
    return max(FREQUENT, records // 3)


def pick_customer(rng: random.Random, pool: list[Customer]) -> Customer:
    r = rng.random()
    if r < FREQUENT_SHARE:
        among = min(FREQUENT, len(pool))
    elif r < FREQUENT_SHARE + REGULAR_SHARE:
        among = max(1, int(len(pool) * REGULAR_FRACTION))
    else:
        among = len(pool)
    return pool[int(rng.random() * among)]
