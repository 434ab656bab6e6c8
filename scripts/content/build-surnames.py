#!/usr/bin/env python3
"""Build the surname-to-family-deity dataset for Kuldevta.

Reads
  - the shared fact tables (surname_deity_facts.csv, SOURCES.md conventions)
    from $KULDEVTA_SHARED_DATA (default: <repo>/../shared/data)
  - data/deities.json, data/cultural_traditions.json
  - the curated inputs in scripts/content/surname-curation/
Writes
  - data/family_surnames.csv
  - data/surname_aliases.csv

Standard library only. Deterministic: running it twice gives the same files.
Every row says where it comes from; rows we derive ourselves are marked
source=inferred with confidence below 60.

Usage:  python3 scripts/content/build-surnames.py [--check-only]
"""
import csv
import json
import os
import re
import sys
import unicodedata
from collections import Counter, defaultdict, OrderedDict
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
CUR = HERE / "surname-curation"
DATA = REPO / "data"
SHARED = Path(os.environ.get("KULDEVTA_SHARED_DATA", str(REPO.parent / "shared" / "data")))

OUT_ROWS = DATA / "family_surnames.csv"
OUT_ALIASES = DATA / "surname_aliases.csv"

HEADER = ["surname", "community", "gotra", "deity_id", "country", "state_province",
          "town_village", "cultural_tradition", "confidence_level", "source", "source_ref", "notes"]
ALIAS_HEADER = ["surname", "alias", "source_ref"]
SOURCES = {"traditional", "research", "community", "inferred"}
LIMITS = {"surname": 100, "community": 120, "gotra": 120, "state_province": 80,
          "town_village": 120, "source_ref": 500, "notes": 2000}
TARGETS = {"rows": 1500, "surnames": 700, "communities": 30, "non_inferred_share": 0.40,
           "alias_top_surnames": 150}


def die(msg):
    print("ERROR: " + msg, file=sys.stderr)
    sys.exit(1)


def nfc(s):
    return unicodedata.normalize("NFC", s.strip()) if s else ""


def load_json(p):
    with open(p, encoding="utf-8") as f:
        return json.load(f)


def load_csv(p):
    with open(p, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


# ---------------------------------------------------------------- reference data
deities = load_json(DATA / "deities.json")
NAME_TO_ID = {d["name"]: d["id"] for d in deities}
ID_TO_TRADITION = {d["id"]: d["cultural_tradition"] for d in deities}
DEITY_IDS = set(ID_TO_TRADITION)
TRADITIONS = {t["id"] for t in load_json(DATA / "cultural_traditions.json")}

CONFIG = load_json(CUR / "config.json")
FACT_NOTES = load_json(CUR / "fact_notes.json")
COMMUNITY_SURNAMES = load_json(CUR / "community_surnames.json")
DERIVED = load_json(CUR / "derived.json")
PLACES = {r["temple_place"]: r for r in load_csv(CUR / "places.csv")}
DOCUMENTED = load_csv(CUR / "documented.csv")

facts = load_csv(SHARED / "surname_deity_facts.csv")
if len(facts) != 400:
    print(f"note: expected 400 facts, found {len(facts)}")


# ---------------------------------------------------------------- helpers
def norm_key(s):
    return re.sub(r"[^a-z]", "", s.lower())


def gotra_out(g):
    g = nfc(g)
    return " / ".join(p.strip() for p in g.split("|")) if "|" in g else g


def base_confidence(kind, source_ref):
    for dom, val in CONFIG["low_confidence_sources"].items():
        if dom.startswith("_"):
            continue
        if dom in source_ref:
            return val
    return CONFIG["base_confidence"][kind]


def note_penalty(note):
    best, why = 0, ""
    low = note.lower()
    for phrase, val in CONFIG["note_penalties"].items():
        if phrase.startswith("_"):
            continue
        if phrase in low and val > best:
            best, why = val, phrase
    return best, why


def clamp(c, hi=None):
    hi = CONFIG["max_single_source_confidence"] if hi is None else hi
    return max(0, min(hi, int(c)))


def state_for(community, state):
    if state:
        return state
    return CONFIG["community_default_state"].get(community, "")


def tradition_for(community, deity_id):
    t = CONFIG["community_tradition_override"].get(community) or ID_TO_TRADITION.get(deity_id, "")
    return t if t in TRADITIONS else ""


def short_source(ref):
    ref = ref.strip()
    m = re.match(r"https?://[a-z]+\.(?:m\.)?wikipedia\.org/wiki/([^ ]+)", ref)
    if m and "%" not in m.group(1):
        return "Wikipedia: " + m.group(1).replace("_", " ")
    if not ref.startswith("http"):
        return ref.split(" (")[0].split(";")[0].strip()
    if ref.startswith("http"):
        m = re.match(r"https?://(?:www\.)?([^/]+)", ref)
        return m.group(1) if m else ref
    return ref.split(":")[0]


def extract(pattern, text):
    m = re.search(pattern, text)
    return m.group(1).strip() if m else ""


# ---------------------------------------------------------------- fact rows
def fact_note_template(ref):
    for t in FACT_NOTES["source_templates"]:
        if ref.startswith(t["prefix"]):
            return t["note"]
    return "from " + short_source(ref)


CONFIG_CORROBORATED = FACT_NOTES["corroborated_marker"]["text"]
SPECIFIC = {(s["surname"], s["community"], s["deity"]): s["note"] for s in FACT_NOTES["specific"]}
CORROB = {(c["surname"], c["community"], c["deity"]): c for c in FACT_NOTES["corroborations"]}


def build_fact_row(f, multi_deity):
    kind = f["source_kind"]
    ref = f["source_ref"].strip()
    note_src = f["note"]
    conf = base_confidence(kind, ref)
    pen, why = note_penalty(note_src)
    conf -= pen
    extra = []
    key3 = (f["surname"], f["community"], f["deity_normalized"])
    if CONFIG_CORROBORATED in note_src.lower():
        conf += FACT_NOTES["corroborated_marker"]["add"]
        extra.append("other pages agree (per the fact notes)")
    c = CORROB.get(key3)
    if c:
        conf += c["add"]
        extra.append(c["note"])
    conf = clamp(conf)

    fields = {
        "role": extract(r"role: (kuldaivata?|kuldev)", note_src) or "family deity",
        "main_kul": extract(r"main kul: ([^;]+)", note_src),
        "vansh": extract(r"vansh: ([^;]+)", note_src),
        "pravara": extract(r"pravara: ([^;]+)", note_src),
        "upanama": extract(r"upanama \(general surname\): ([^;]+)", note_src),
    }
    parts = [fact_note_template(ref).format(**fields)]
    role = extract(r"role: (kuldaivata?|kuldev)\b", note_src)
    if role and "role:" not in parts[0]:
        parts.append("role: " + role)
    written = f["deity_as_written"].strip()
    if written and norm_key(written).replace("mata", "").replace("maa", "").replace("shri", "").replace("sri", "") \
            not in norm_key(f["deity_normalized"]).replace("mata", "") and \
            norm_key(f["deity_normalized"]).replace("mata", "") not in norm_key(written):
        if re.search(r"[A-Za-z]", written):
            parts.append(f"listed as '{written}'")
        else:
            parts.append(f"listed as {written}")
    if multi_deity:
        parts.append("the source gives more than one deity here; this row is " + f["deity_normalized"])
    if key3 in SPECIFIC:
        spec_note = SPECIFIC[key3]
        if "listed as" in spec_note or "cell" in spec_note:
            parts = [p for p in parts if not p.startswith("listed as")]
        parts.append(spec_note)
    if pen:
        parts.append(f"confidence lowered (the fact note flags: '{why.strip('()')}')")
    parts.extend(extra)
    place_raw = f["temple_place"].strip()
    town, state = "various", f["state"].strip()
    if place_raw:
        if place_raw not in PLACES:
            die(f"place not in places.csv: {place_raw!r}")
        p = PLACES[place_raw]
        town = p["town_village"] or "various"
        state = state or p["state_province"]
    community = nfc(f["community"])
    deity_id = NAME_TO_ID.get(f["deity_normalized"])
    if not deity_id:
        die(f"deity not in deities.json: {f['deity_normalized']}")
    return {
        "surname": nfc(f["surname"]),
        "community": community,
        "gotra": gotra_out(f["gotra"]),
        "deity_id": deity_id,
        "country": "India",
        "state_province": state_for(community, state),
        "town_village": town,
        "cultural_tradition": tradition_for(community, deity_id),
        "confidence_level": conf,
        "source": CONFIG["source_kind_to_source"][kind],
        "source_ref": ref,
        "notes": "; ".join(p for p in parts if p),
        "_class": "fact",
        "_fact": f,
    }


named_facts = [f for f in facts if f["surname"].strip() != "*"]
star_facts = [f for f in facts if f["surname"].strip() == "*"]

# several deities from one cell / one source for the same surname
cell_count = Counter((f["surname"], f["community"], f["gotra"], f["source_ref"], f["deity_as_written"]) for f in named_facts)
rows = []
fact_rows_by_key3 = {}
for f in named_facts:
    multi = cell_count[(f["surname"], f["community"], f["gotra"], f["source_ref"], f["deity_as_written"])] > 1
    r = build_fact_row(f, multi)
    rows.append(r)
    fact_rows_by_key3[(f["surname"], f["community"], f["deity_normalized"])] = r

# ---------------------------------------------------------------- upanama rows (documented)
up = DERIVED["upanama"]
for f in named_facts:
    if not f["source_ref"].startswith("DarshiniMahesh/"):
        continue
    upan = extract(r"upanama \(general surname\): ([^;]+)", f["note"])
    if not upan:
        continue
    for u in [x.strip() for x in upan.split("/")]:
        if not u or u.lower() == f["surname"].lower():
            continue
        community = nfc(f["community"])
        deity_id = NAME_TO_ID[f["deity_normalized"]]
        rows.append({
            "surname": u, "community": community, "gotra": gotra_out(f["gotra"]), "deity_id": deity_id,
            "country": "India", "state_province": "", "town_village": "various",
            "cultural_tradition": tradition_for(community, deity_id),
            "confidence_level": clamp(up["confidence"]), "source": "community",
            "source_ref": f["source_ref"].strip(),
            "notes": up["note"].format(ancestral=f["surname"], gotra=f["gotra"], surname=u),
            "_class": "documented",
        })

# ---------------------------------------------------------------- documented additions
for d in DOCUMENTED:
    kind = d["source_kind"]
    if kind not in CONFIG["source_kind_to_source"]:
        die(f"documented.csv: unknown source_kind {kind}")
    community = nfc(d["community"])
    deity_id = d["deity_id"].strip()
    rows.append({
        "surname": nfc(d["surname"]), "community": community, "gotra": nfc(d["gotra"]),
        "deity_id": deity_id, "country": d["country"].strip() or "India",
        "state_province": nfc(d["state_province"]), "town_village": nfc(d["town_village"]) or "various",
        "cultural_tradition": tradition_for(community, deity_id),
        "confidence_level": clamp(int(d["confidence"])),
        "source": CONFIG["source_kind_to_source"][kind], "source_ref": d["source_ref"].strip(),
        "notes": nfc(d["notes"]), "_class": "documented",
    })

# conflicts: same surname + community, different deities from different sources.
# Rows that name a male kuldaivat / kuldev next to a kuldevi are not conflicts.
def _is_male_role(r):
    return bool(re.search(r"role: (kuldaivat|kuldev)\b(?!a)", r["notes"]))


by_sc = defaultdict(list)
for r in rows:
    if not _is_male_role(r):
        by_sc[(r["surname"].lower(), r["community"])].append(r)
for (s_, c_), rs in by_sc.items():
    if len({r["deity_id"] for r in rs}) > 1 and len({r["source_ref"] for r in rs}) > 1:
        for r in rs:
            others = sorted({short_source(x["source_ref"]) for x in rs if x["source_ref"] != r["source_ref"]})
            if others:
                r["notes"] += "; sources differ for this surname and community (see rows citing " + ", ".join(others) + ")"

NON_INFERRED_SC = {(r["surname"].lower(), r["community"]) for r in rows}

# ---------------------------------------------------------------- inferred: '*' rules
INF = CONFIG["inferred"]


def inferred_conf(parent_conf, extra_drop=0):
    """parent confidence minus the standard drop, capped; then minus any caveat-specific drop"""
    c = min(INF["cap"], parent_conf - INF["drop"]) - extra_drop
    return max(INF["floor"], min(59, c))


inferred = []
unexpanded = []
for f in star_facts:
    community = nfc(f["community"])
    spec = COMMUNITY_SURNAMES.get(community)
    parent = build_fact_row(dict(f, surname="(community)"), False)
    pconf = parent["confidence_level"]
    gotra = gotra_out(f["gotra"])
    src_short = short_source(f["source_ref"])
    deity_name = f["deity_normalized"]
    if spec is None:
        unexpanded.append((community, gotra, deity_name, "no surname list curated"))
        continue
    targets = []  # (surname, gotra, extra_note, extra_drop)
    if "gotra_surnames" in spec:  # Gorwal-style: social gotra names are surnames
        if gotra and gotra in spec["gotra_surnames"]:
            targets.append((spec["gotra_surnames"][gotra], gotra, "", 0))
        elif not gotra and "local to" not in f["note"]:
            for s in spec.get("community_wide_surnames", []):
                targets.append((s, "", "", 0))
    else:
        for item in spec.get("surnames", []):
            g = gotra if item.get("gotra") is None else item.get("gotra", "")
            if gotra and item.get("gotra") not in (None, "") and item["gotra"] != gotra:
                continue
            targets.append((item["surname"], g if not gotra else gotra, item.get("note", ""), item.get("drop", 0)))
    excl = {x.lower() for x in spec.get("exclude", [])}
    extra_drop_c = spec.get("extra_drop", 0)
    if not targets:
        unexpanded.append((community, gotra, deity_name, spec.get("where", "")))
        continue
    for s, g, extra_note, drop in targets:
        if s.lower() in excl:
            continue
        if (s.lower(), community) in NON_INFERRED_SC:
            continue  # a named row for this surname and community takes precedence
        rule = f"{community} families" + (f" of {gotra} gotra" if gotra else "") + f": {deity_name}"
        kind_word = "gotra-wide" if gotra else "community-wide"
        note = (f"derived from the {kind_word} rule in {src_short} ({rule}); "
                f"{s} as a {community} surname: {spec.get('where', '')}")
        if extra_note:
            note += "; " + extra_note
        if f["deity_as_written"] and "alternatives" in f["note"]:
            note += "; the source gives alternatives, family-dependent"
        inferred.append({
            "surname": s, "community": community, "gotra": g, "deity_id": parent["deity_id"],
            "country": "India", "state_province": parent["state_province"],
            "town_village": parent["town_village"],
            "cultural_tradition": tradition_for(community, parent["deity_id"]),
            "confidence_level": inferred_conf(pconf, drop + extra_drop_c),
            "source": "inferred", "source_ref": f["source_ref"].strip(), "notes": note,
            "_class": "inferred",
        })

# ---------------------------------------------------------------- inferred: derived groups
for g in DERIVED["groups"]:
    for s in g["surnames"]:
        if (s.lower(), g["community"]) in NON_INFERRED_SC:
            continue
        inferred.append({
            "surname": s, "community": g["community"], "gotra": "", "deity_id": g["deity_id"],
            "country": "India", "state_province": g["state"] or CONFIG["community_default_state"].get(g["community"], ""),
            "town_village": g["town"] or "various",
            "cultural_tradition": tradition_for(g["community"], g["deity_id"]),
            "confidence_level": min(59, int(g["confidence"])), "source": "inferred",
            "source_ref": g["parent_ref"], "notes": g["note"].format(surname=s, where=g["where"]),
            "_class": "inferred",
        })

# ---------------------------------------------------------------- inferred: Jadhav Kunbi main kuls
mk = DERIVED["main_kul"]
kul_subs = defaultdict(lambda: defaultdict(set))  # kul -> role -> {(deity, gotra)}
kul_members = defaultdict(set)
kul_refs = {}
for f in named_facts:
    if not f["source_ref"].startswith("Sambhaj/Demo1"):
        continue
    kul = extract(r"main kul: ([^;]+)", f["note"])
    role = extract(r"role: (kuldaivata?)\b", f["note"])
    if not kul or not role:
        continue
    kul_subs[kul][role].add((f["deity_normalized"], f["gotra"]))
    kul_members[kul].add(f["surname"])
    kul_refs[kul] = f["source_ref"]
fixes = mk.get("spelling_fixes", {})
for kul in sorted(kul_subs):
    community = "Jadhav Kunbi Samaj (Kunbi)"
    kul_out = fixes.get(kul, kul)
    if (kul_out.lower(), community) in NON_INFERRED_SC:
        continue
    for role in sorted(kul_subs[kul]):
        combos = kul_subs[kul][role]
        deities_ = {d for d, _ in combos}
        if len(deities_) != 1:
            continue
        gotras = {g for _, g in combos}
        deity = deities_.pop()
        deity_id = NAME_TO_ID[deity]
        subs = ", ".join(sorted(kul_members[kul]))
        fix_note = f"; listed as '{kul}'" if kul_out != kul else ""
        inferred.append({
            "surname": kul_out, "community": community, "gotra": gotras.pop() if len(gotras) == 1 else "",
            "deity_id": deity_id, "country": "India",
            "state_province": CONFIG["community_default_state"].get(community, ""), "town_village": "various",
            "cultural_tradition": tradition_for(community, deity_id),
            "confidence_level": min(59, int(mk["confidence"])), "source": "inferred",
            "source_ref": kul_refs[kul],
            "notes": "role: " + role + "; " + mk["note"].format(kul=kul_out, subs=subs, role=role) + fix_note,
            "_class": "inferred",
        })

# Town for '*' parents: fill places for inferred rows with raw places
rows.extend(inferred)

# ---------------------------------------------------------------- de-duplicate
seen = {}
final = []
dropped = []
order = {"fact": 0, "documented": 1, "inferred": 2}
for r in sorted(rows, key=lambda r: order[r["_class"]]):
    key = (r["surname"].lower(), r["community"], r["gotra"], r["deity_id"])
    if key in seen:
        dropped.append((r["_class"], key))
        continue
    seen[key] = r
    final.append(r)

# stable output order: surname, community, gotra, deity
final.sort(key=lambda r: (r["surname"].lower(), r["community"].lower(), r["gotra"].lower(), r["deity_id"], r["source_ref"]))


# ---------------------------------------------------------------- validation
def validate_rows(rs):
    errs = []
    keys = set()
    for i, r in enumerate(rs):
        where = f"row {i + 2} ({r['surname']}/{r['community']}/{r['deity_id']})"
        for k in HEADER:
            v = str(r[k])
            if "<" in v or ">" in v:
                errs.append(f"{where}: '<' or '>' in {k}")
            if v != unicodedata.normalize("NFC", v):
                errs.append(f"{where}: {k} not NFC")
            if k in LIMITS and len(v) > LIMITS[k]:
                errs.append(f"{where}: {k} longer than {LIMITS[k]}")
            if "\n" in v or "\r" in v:
                errs.append(f"{where}: line break in {k}")
        if not r["surname"] or not re.match(r"^[A-Z][A-Za-z]*(?:[ \-][A-Z][A-Za-z]*)*$", r["surname"]):
            errs.append(f"{where}: surname not Title Case Latin")
        if not r["community"]:
            errs.append(f"{where}: empty community")
        if r["deity_id"] not in DEITY_IDS:
            errs.append(f"{where}: unknown deity_id")
        if r["cultural_tradition"] and r["cultural_tradition"] not in TRADITIONS:
            errs.append(f"{where}: unknown cultural_tradition")
        if r["country"] not in ("India", "Nepal", "Pakistan"):
            errs.append(f"{where}: bad country")
        if not r["town_village"]:
            errs.append(f"{where}: empty town_village")
        c = r["confidence_level"]
        if not isinstance(c, int) or not 0 <= c <= 100:
            errs.append(f"{where}: bad confidence")
        if r["source"] not in SOURCES:
            errs.append(f"{where}: bad source")
        if r["source"] == "inferred" and c >= 60:
            errs.append(f"{where}: inferred row with confidence {c}")
        if r["source"] != "inferred" and c > CONFIG["max_single_source_confidence"]:
            errs.append(f"{where}: confidence above the single-source cap")
        if not r["source_ref"]:
            errs.append(f"{where}: empty source_ref")
        key = (r["surname"].lower(), r["community"], r["gotra"], r["deity_id"])
        if key in keys:
            errs.append(f"{where}: duplicate key")
        keys.add(key)
    # every named fact is in, with its source_ref
    present = {(r["surname"], r["community"], r["deity_id"], r["source_ref"]) for r in rs}
    for f in named_facts:
        k = (nfc(f["surname"]), nfc(f["community"]), NAME_TO_ID[f["deity_normalized"]], f["source_ref"].strip())
        if k not in present:
            errs.append(f"fact missing from output: {k}")
    return errs


errors = validate_rows(final)

# ---------------------------------------------------------------- aliases
DEVA = (0x0900, 0x097F)
GUJ_OFFSET = 0x0A80 - 0x0900
# Devanagari code points that have an assigned Gujarati counterpart at the same offset
GUJ_ASSIGNED = set(range(0x0A81, 0x0A84)) | set(range(0x0A85, 0x0A8E)) | {0x0A8F, 0x0A90, 0x0A91} | \
    set(range(0x0A93, 0x0AA9)) | set(range(0x0AAA, 0x0AB1)) | {0x0AB2, 0x0AB3} | set(range(0x0AB5, 0x0ABA)) | \
    set(range(0x0ABC, 0x0AC6)) | {0x0AC7, 0x0AC8, 0x0AC9, 0x0ACB, 0x0ACC, 0x0ACD, 0x0AD0}


def to_gujarati(deva):
    """Letter-for-letter Devanagari -> Gujarati (the two scripts share the Brahmi layout).
    Nukta letters such as ड़ are first decomposed; returns None if any letter has no counterpart."""
    s = unicodedata.normalize("NFD", deva)
    out = []
    for ch in s:
        cp = ord(ch)
        if DEVA[0] <= cp <= DEVA[1]:
            g = cp + GUJ_OFFSET
            if g not in GUJ_ASSIGNED:
                return None
            out.append(chr(g))
        elif ch in " -":
            out.append(ch)
        else:
            return None
    res = unicodedata.normalize("NFC", "".join(out))
    # Gujarati has no separate nukta-dda; drop a trailing nukta after dda/ddha (ડ઼ -> ડ)
    return res.replace("\u0aa1\u0abc", "\u0aa1").replace("\u0aa2\u0abc", "\u0aa2")


surnames_out = {}
for r in final:
    surnames_out.setdefault(r["surname"].lower(), r["surname"])
rows_by_surname = Counter(r["surname"] for r in final)
states_by_surname = defaultdict(set)
for r in final:
    states_by_surname[r["surname"]].add(r["state_province"])
NON_GUJ_STATES = {"Maharashtra", "Goa", "Karnataka", "Bagmati Province"}

alias_rows = []
alias_seen = set()
alias_errors = []
same_name_ok = set()


def add_alias(surname, alias, ref):
    alias = nfc(alias)
    surname = surnames_out.get(surname.lower())
    if not surname or not alias or alias.lower() == surname.lower():
        return False
    key = (surname, alias)
    if key in alias_seen:
        return False
    alias_seen.add(key)
    alias_rows.append({"surname": surname, "alias": alias, "source_ref": ref})
    return True


curated_aliases = load_csv(CUR / "aliases.csv") if (CUR / "aliases.csv").exists() else []
GUJ_COMMUNITIES = set(CONFIG.get("gujarati_alias_communities", []))


def gujarati_ok(surname):
    """Gujarati-script aliases only for families of Gujarat, Rajasthan or Marwari/Jain communities"""
    for r in final:
        if r["surname"] == surname and (r["state_province"] in ("Gujarat", "Rajasthan") or r["community"] in GUJ_COMMUNITIES):
            return True
    return False


def is_script(text, lo, hi):
    return any(lo <= ord(ch) <= hi for ch in text)


curated_guj = {a["surname"].strip().lower() for a in curated_aliases if is_script(a["alias"], 0x0A80, 0x0AFF)}
GUJ_REF = "standard transliteration (Gujarati script, letter for letter from the Devanagari spelling)"
missing_alias_surnames = set()


def add_with_gujarati(s, deva_alias, ref):
    added = add_alias(s, deva_alias, ref)
    canon = surnames_out[s.lower()]
    if s.lower() in curated_guj or not gujarati_ok(canon):
        return added
    g = to_gujarati(nfc(deva_alias))
    if g:
        add_alias(s, g, GUJ_REF)
    return added


for a in curated_aliases:
    s = a["surname"].strip()
    if s.lower() not in surnames_out:
        missing_alias_surnames.add(s)
        continue
    if a.get("same_family", "").strip().lower() == "yes":
        same_name_ok.add((s.lower(), a["alias"].strip().lower()))
    ref = a["source_ref"].strip() or "standard transliteration"
    alias = nfc(a["alias"])
    if is_script(alias, 0x0900, 0x097F):
        add_with_gujarati(s, alias, ref)
    else:
        add_alias(s, alias, ref)

# Devanagari spellings given in the facts' notes
for f in named_facts:
    dv = extract(r"Devanagari: ([^;,]+?)(?:;|,|$)", f["note"])
    if not dv:
        continue
    word = dv.split()[0].strip("()")
    if not re.fullmatch(r"[\u0900-\u097F]+", word):
        continue
    add_with_gujarati(nfc(f["surname"]), word, f["source_ref"].strip())

alias_rows.sort(key=lambda a: (a["surname"].lower(), a["alias"]))
for a in alias_rows:
    for k in ALIAS_HEADER:
        v = a[k]
        if "<" in v or ">" in v:
            alias_errors.append(f"alias {a}: '<' or '>'")
        if v != unicodedata.normalize("NFC", v):
            alias_errors.append(f"alias {a}: not NFC")
    other = a["alias"].lower()
    if other in surnames_out and other != a["surname"].lower():
        if (a["surname"].lower(), other) not in same_name_ok:
            alias_errors.append(f"alias {a['alias']} of {a['surname']} is itself a surname in the file; "
                                "mark same_family=yes in aliases.csv only if it truly is the same family name")

# top surnames by row count must have aliases
ranked = sorted(rows_by_surname.items(), key=lambda kv: (-kv[1], kv[0].lower()))
top = [s for s, _ in ranked[:TARGETS["alias_top_surnames"]]]
have_alias = {a["surname"] for a in alias_rows}
top_missing = [s for s in top if s not in have_alias]

# ---------------------------------------------------------------- report
n = len(final)
n_inf = sum(1 for r in final if r["source"] == "inferred")
n_non = n - n_inf
share = n_non / n if n else 0
n_sur = len({r["surname"].lower() for r in final})
n_com = len({r["community"] for r in final})
by_source = Counter(r["source"] for r in final)
by_class = Counter(r["_class"] for r in final)

print("family_surnames.csv")
print(f"  rows                 {n}")
print(f"  distinct surnames    {n_sur}")
print(f"  distinct communities {n_com}")
print(f"  non-inferred rows    {n_non} ({share:.1%})")
print(f"  by source            " + ", ".join(f"{k} {v}" for k, v in sorted(by_source.items())))
print(f"  by origin            " + ", ".join(f"{k} {v}" for k, v in sorted(by_class.items())))
print(f"  states               " + ", ".join(f"{k or '(empty)'} {v}" for k, v in Counter(r['state_province'] for r in final).most_common()))
print(f"  duplicates dropped   {len(dropped)}")
print("surname_aliases.csv")
print(f"  aliases              {len(alias_rows)} for {len(have_alias)} surnames")
print(f"  top-{TARGETS['alias_top_surnames']} surnames by rows without alias: {len(top_missing)}" +
      (" (" + ", ".join(top_missing[:20]) + ")" if top_missing else ""))
if missing_alias_surnames:
    print(f"  aliases.csv surnames not in the output (skipped): {len(missing_alias_surnames)}")
if unexpanded:
    print("community-wide rules not expanded to surnames (no documented surname list):")
    for c, g, d, why in unexpanded:
        print(f"  - {c}" + (f" / {g}" if g else "") + f" -> {d}: {why}")

targets_failed = []
if n < TARGETS["rows"]:
    targets_failed.append(f"rows {n} < {TARGETS['rows']}")
if n_sur < TARGETS["surnames"]:
    targets_failed.append(f"surnames {n_sur} < {TARGETS['surnames']}")
if n_com < TARGETS["communities"]:
    targets_failed.append(f"communities {n_com} < {TARGETS['communities']}")
if share < TARGETS["non_inferred_share"]:
    errors.append(f"non-inferred share {share:.1%} below {TARGETS['non_inferred_share']:.0%}")
if top_missing:
    alias_errors.append(f"{len(top_missing)} of the top {TARGETS['alias_top_surnames']} surnames have no alias")

if targets_failed:
    print("volume targets NOT met (not padded with invented rows): " + "; ".join(targets_failed))

all_errors = errors + alias_errors
if all_errors:
    for e in all_errors[:50]:
        print("ERROR: " + e, file=sys.stderr)
    die(f"{len(all_errors)} validation error(s); nothing written")

if "--check-only" in sys.argv:
    print("check only: nothing written")
    sys.exit(0)

with open(OUT_ROWS, "w", encoding="utf-8", newline="") as f:
    w = csv.DictWriter(f, fieldnames=HEADER, extrasaction="ignore", lineterminator="\n")
    w.writeheader()
    for r in final:
        w.writerow(r)
with open(OUT_ALIASES, "w", encoding="utf-8", newline="") as f:
    w = csv.DictWriter(f, fieldnames=ALIAS_HEADER, lineterminator="\n")
    w.writeheader()
    for a in alias_rows:
        w.writerow(a)
print(f"wrote {OUT_ROWS.relative_to(REPO)} and {OUT_ALIASES.relative_to(REPO)}")
