"""Hand-written names that GeoNames lacks or ranks badly, on top of the built gazetteer.

Most old and new Indian names (Bombay/Mumbai, Calcutta/Kolkata, Madras/Chennai, Poona/Pune,
Allahabad/Prayagraj, Gurgaon/Gurugram, Cochin/Kochi, Vizag/Visakhapatnam, ...) are already
GeoNames alternate names of the right place. The entries below are the ones that are not,
or where an alternate name loses to a small village of that very name: an alias here counts
as a main name of its place. Tests check that every target exists.
"""

from __future__ import annotations

# alias -> (main name of the place as in the gazetteer, Indian state)
INDIA_PLACE_ALIASES: dict[str, tuple[str, str]] = {
    # Not in GeoNames at all.
    "Benaras": ("Varanasi", "Uttar Pradesh"),
    "Sambhajinagar": ("Aurangabad", "Maharashtra"),
    "Chhatrapati Sambhajinagar": ("Aurangabad", "Maharashtra"),
    "Tumakuru": ("Tumkur", "Karnataka"),
    "Udhagamandalam": ("Ooty", "Tamil Nadu"),
    "Bhagyanagar": ("Hyderabad", "Telangana"),
    "Panaji": ("Panjim", "Goa"),
    # Named like its territory: the town, not a region, is meant.
    "Pondicherry": ("Puducherry", "Puducherry"),
    # GeoNames has them only as alternate names, and a village of that name would win.
    "Baroda": ("Vadodara", "Gujarat"),
    "Bijapur": ("Vijayapura", "Karnataka"),
    "Ahmednagar": ("Ahilyanagar", "Maharashtra"),
    "Ahmadnagar": ("Ahilyanagar", "Maharashtra"),
    "Osmanabad": ("Dharashiv", "Maharashtra"),
    "Hoshangabad": ("Narmadapuram", "Madhya Pradesh"),
    "Rajahmundry": ("Rajamahendravaram", "Andhra Pradesh"),
    # Common spellings of large places.
    "Vizag": ("Visakhapatnam", "Andhra Pradesh"),
    "Trichy": ("Tiruchirappalli", "Tamil Nadu"),
    "Bhubaneshwar": ("Bhubaneswar", "Odisha"),
    "Gauhati": ("Guwahati", "Assam"),
}

# Indian state aliases: old names and the usual abbreviations. Abbreviations that are also
# country codes (e.g. "TN" Tunisia) are fine: a qualifier may match a state or a country.
# Pilgrimage towns that share their name with a place elsewhere in India: the one nearly
# everybody means (name as in the gazetteer -> its state). Chosen over a namesake whatever their
# sizes, and the answer says so. Tests check that every entry exists.
PILGRIMAGE_TOWNS: dict[str, str] = {
    "Ayodhya": "Uttar Pradesh",
    "Belur": "Karnataka",
    "Dwarka": "Gujarat",
    "Gaya": "Bihar",
    "Haridwar": "Uttarakhand",
    "Katra": "Jammu and Kashmir",
    "Mathura": "Uttar Pradesh",
    "Nandgaon": "Uttar Pradesh",
    "Pushkar": "Rajasthan",
    "Puri": "Odisha",
    "Rameswaram": "Tamil Nadu",
    "Shirdi": "Maharashtra",
    "Tirupati": "Andhra Pradesh",
    "Ujjain": "Madhya Pradesh",
    "Vrindavan": "Uttar Pradesh",
}

INDIA_STATE_ALIASES: dict[str, tuple[str, ...]] = {
    "Andaman and Nicobar Islands": ("Andaman", "Andaman & Nicobar", "AN"),
    "Andhra Pradesh": ("Andhra", "AP"),
    "Arunachal Pradesh": ("Arunachal", "AR"),
    "Assam": ("AS",),
    "Bihar": ("BR",),
    "Chandigarh": ("CH",),
    "Chhattisgarh": ("Chattisgarh", "CG"),
    "Dadra and Nagar Haveli and Daman and Diu": (
        "Dadra and Nagar Haveli",
        "Daman and Diu",
        "Daman",
        "DNH",
        "DD",
    ),
    "Delhi": ("New Delhi", "NCT of Delhi", "National Capital Territory of Delhi", "DL"),
    "Goa": ("GA",),
    "Gujarat": ("GJ",),
    "Haryana": ("HR",),
    "Himachal Pradesh": ("Himachal", "HP"),
    "Jammu and Kashmir": ("Jammu & Kashmir", "J&K", "JK", "Kashmir"),
    "Jharkhand": ("JH",),
    "Karnataka": ("Mysore State", "KA"),
    "Kerala": ("KL",),
    "Ladakh": ("LA",),
    "Lakshadweep": ("LD",),
    "Madhya Pradesh": ("MP",),
    "Maharashtra": ("MH",),
    "Manipur": ("MN",),
    "Meghalaya": ("ML",),
    "Mizoram": ("MZ",),
    "Nagaland": ("NL",),
    "Odisha": ("Orissa", "OD", "OR"),
    "Puducherry": ("Pondicherry", "PY"),
    "Punjab": ("PB",),
    "Rajasthan": ("RJ",),
    "Sikkim": ("SK",),
    "Tamil Nadu": ("Tamilnadu", "Madras State", "TN"),
    "Telangana": ("TS", "TG"),
    "Tripura": ("TR",),
    "Uttar Pradesh": ("UP", "United Provinces"),
    "Uttarakhand": ("Uttaranchal", "UK", "UA"),
    "West Bengal": ("Bengal", "WB"),
}

# Other countries' admin1 abbreviations (US two-letter codes come with the data file).
OTHER_STATE_ALIASES: dict[str, dict[str, tuple[str, ...]]] = {
    "CA": {
        "Alberta": ("AB",),
        "British Columbia": ("BC",),
        "Manitoba": ("MB",),
        "New Brunswick": ("NB",),
        "Newfoundland and Labrador": ("Newfoundland", "NL"),
        "Nova Scotia": ("NS",),
        "Ontario": ("ON",),
        "Prince Edward Island": ("PE", "PEI"),
        "Quebec": ("QC",),
        "Saskatchewan": ("SK",),
        "Yukon": ("YT",),
        "Northwest Territories": ("NT",),
        "Nunavut": ("NU",),
    },
    "AU": {
        "Australian Capital Territory": ("ACT",),
        "New South Wales": ("NSW",),
        "Northern Territory": ("NT",),
        "Queensland": ("QLD",),
        "South Australia": ("SA",),
        "Tasmania": ("TAS",),
        "Victoria": ("VIC",),
        "Western Australia": ("WA",),
    },
    "PK": {
        "Khyber Pakhtunkhwa": ("KPK", "KP", "NWFP", "North-West Frontier Province"),
        "Balochistan": ("Baluchistan",),
        "Islamabad": ("Islamabad Capital Territory", "ICT"),
    },
}

# States carved out of others: a birth record written before the split names the old state
# ("Hyderabad, Andhra Pradesh" before 2014, "Ranchi, Bihar" before 2000). When nothing
# matches in the state as named, its former parts are searched too.
INDIA_FORMER_PARTS: dict[str, tuple[str, ...]] = {
    "Andhra Pradesh": ("Telangana",),
    "Bihar": ("Jharkhand",),
    "Madhya Pradesh": ("Chhattisgarh",),
    "Uttar Pradesh": ("Uttarakhand",),
    "Jammu and Kashmir": ("Ladakh",),
    "Punjab": ("Haryana", "Himachal Pradesh", "Chandigarh"),
    "Assam": ("Meghalaya", "Mizoram", "Nagaland", "Arunachal Pradesh"),
}

# Former states that no longer exist under that name, as qualifiers: name -> present states.
INDIA_FORMER_STATES: dict[str, tuple[str, ...]] = {
    "Bombay State": ("Maharashtra", "Gujarat"),
    "Bombay Presidency": ("Maharashtra", "Gujarat", "Karnataka"),
    "Madras Presidency": ("Tamil Nadu", "Andhra Pradesh", "Kerala", "Karnataka"),
    "Hyderabad State": ("Telangana", "Maharashtra", "Karnataka"),
    "Central Provinces": ("Madhya Pradesh", "Maharashtra", "Chhattisgarh"),
}
