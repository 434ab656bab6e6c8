#!/usr/bin/env python3
"""One-off content tool: merges writers' part files (data/_parts/*.json) and the shared
fact tables (../shared/data) into data/deities.json, data/deity_temples.json and
data/deity_aliases.csv. Kept for the record of how the dataset was assembled; the seed
generator (npm run db:seed) checks the result."""
import csv, glob, json, os, re, sys, unicodedata

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
shared = os.path.join(os.path.dirname(root), 'shared', 'data')
data = os.path.join(root, 'data')

def slug(s):
    s = unicodedata.normalize('NFKD', s).encode('ascii', 'ignore').decode()
    return re.sub(r'[^a-z0-9]+', '-', s.lower()).strip('-')

def nfc(v):
    if isinstance(v, str): return unicodedata.normalize('NFC', v.strip())
    if isinstance(v, list): return [nfc(x) for x in v]
    if isinstance(v, dict): return {k: nfc(x) for k, x in v.items()}
    return v

deities, temples = {}, []
extra = {'festivals': {}, 'worship_methods': {}}
for part in sorted(glob.glob(os.path.join(data, '_parts', '*.json'))):
    if part.endswith('prayers.json'): continue
    try:
        p = nfc(json.load(open(part)))
    except Exception as e:
        print('skipping', part, e, file=sys.stderr); continue
    for d in p.get('deities', []):
        if d['id'] in deities: print('duplicate deity', d['id'], 'in', part, file=sys.stderr); continue
        deities[d['id']] = d
    temples += p.get('temples', [])
    for k in extra:
        for r in p.get(k, []): extra[k].setdefault(r['id'], r)

for k, rows in extra.items():
    path = os.path.join(data, k + '.json')
    existing = json.load(open(path))
    ids = {r['id'] for r in existing}
    added = [r for r in rows.values() if r['id'] not in ids]
    if added:
        existing += [{kk: r.get(kk, '') for kk in existing[0].keys()} for r in added]
        json.dump(existing, open(path, 'w'), ensure_ascii=False, indent=2); open(path, 'a').write('\n')
        print(f'{k}: added {[r["id"] for r in added]}')

ordered = [deities[k] for k in sorted(deities)]
fields = ['id','name','sanskrit_name','alternative_names','description','long_description','region','type',
          'cultural_tradition','attributes','symbols','associated_families','sub_regions','festivals',
          'worship_methods','popularity','popularity_basis','sources']
ordered = [{f: d.get(f) for f in fields} for d in ordered]
json.dump(ordered, open(os.path.join(data, 'deities.json'), 'w'), ensure_ascii=False, indent=2)
open(os.path.join(data, 'deities.json'), 'a').write('\n')

by_name = {d['name']: d['id'] for d in ordered}
# Temples: writers' temples first, then shared ones not already there (same deity and town).
out, seen = [], set()
def add_temple(t):
    if t['deity_id'] not in deities: return
    key = (t['deity_id'], slug(t.get('town', '') or t['name']))
    if key in seen: return
    seen.add(key)
    out.append({'deity_id': t['deity_id'], 'name': t['name'], 'town': t.get('town', ''), 'district': t.get('district', ''),
                'state': t.get('state', ''), 'country': t.get('country') or 'India', 'is_principal': bool(t.get('is_principal')),
                'source': t.get('source', ''), 'note': t.get('note', '')})
for t in temples: add_temple(t)
for r in csv.DictReader(open(os.path.join(shared, 'temples.csv'))):
    did = by_name.get(r['deity_normalized'])
    if did: add_temple(nfc({'deity_id': did, 'name': r['temple_name'], 'town': r['town'], 'district': r['district'],
                            'state': r['state'], 'country': r['country'] or 'India', 'is_principal': False,
                            'source': r['source_ref'], 'note': r['note'][:1000]}))
out.sort(key=lambda t: (t['deity_id'], not t['is_principal']))
json.dump(out, open(os.path.join(data, 'deity_temples.json'), 'w'), ensure_ascii=False, indent=2)
open(os.path.join(data, 'deity_temples.json'), 'a').write('\n')

with open(os.path.join(data, 'deity_aliases.csv'), 'w', newline='') as f:
    w = csv.writer(f, lineterminator='\n'); w.writerow(['deity_id', 'alias', 'source_ref'])
    seen = set(); missing = set()
    for r in csv.DictReader(open(os.path.join(shared, 'deity_aliases.csv'))):
        did = by_name.get(r['deity_normalized'])
        if not did: missing.add(r['deity_normalized']); continue
        a = nfc(r['alias'])
        if (did, a) in seen: continue
        seen.add((did, a)); w.writerow([did, a, r['source_ref']])
print(f'{len(ordered)} deities, {len(out)} temples; aliases for unknown deities: {sorted(missing)}')
