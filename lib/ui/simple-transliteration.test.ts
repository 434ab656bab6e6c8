import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { simpleTransliteration } from './simple-transliteration';

// Real lines from the site's prayers, each with the spelling families write.
const lines: [language: string, native: string, simple: string][] = [
  // Marathi: the inherent vowel dropped before a closed syllable, kept before an open one.
  ['marathi', 'सुखकर्ता दुःखहर्ता वार्ता विघ्नाची।', 'sukhkarta dukhharta varta vighnachi |'],
  ['marathi', 'सर्वांगी सुंदर उटी शेंदुराची।', 'sarvangi sundar uti shendurachi |'],
  ['marathi', 'कंठी झळके माळ मुक्ताफळांची॥१॥', 'kanthi jhalake mal muktaphalanchi ||1||'],
  ['marathi', 'रुणझुणती नूपुरे चरणी घागरिया॥२॥', 'runajhunati nupure charani ghagariya ||2||'],
  ['marathi', 'लंबोदर पीतांबर फणिवरबंधना।', 'lambodar pitambar phanivarbandhana |'],
  ['marathi', 'दर्शनमात्रे मनकामना पुरती॥धृ॥', 'darshanamatre manakamana purati ||dhri||'],
  ['marathi', 'घालीन लोटांगण वंदीन चरण।', 'ghalin lotangan vandin charan |'],
  // Hindi: the final vowel dropped (kept after a cluster: mantra, krishna), jai, mein, aarti.
  ['hindi', 'ॐ जय जगदीश हरे, स्वामी जय जगदीश हरे।', 'om jai jagdish hare, swami jai jagdish hare |'],
  ['hindi', 'भक्त जनों के संकट, दास जनों के संकट, क्षण में दूर करे॥', 'bhakta janon ke sankat, das janon ke sankat, kshan mein dur kare ||'],
  ['hindi', 'जय हनुमान ज्ञान गुन सागर। जय कपीस तिहुँ लोक उजागर॥१॥', 'jai hanuman gyan gun sagar | jai kapis tihun lok ujagar ||1||'],
  ['hindi', 'राम दूत अतुलित बल धामा। अंजनिपुत्र पवनसुत नामा॥२॥', 'ram dut atulit bal dhama | anjaniputra pavansut nama ||2||'],
  ['hindi', 'सदा रहो रघुपति के दासा', 'sada raho raghupati ke dasa'],
  ['hindi', 'आरती कुंजबिहारी की, श्री गिरिधर कृष्ण मुरारी की॥', 'aarti kunjabihari ki, shri giridhar krishna murari ki ||'],
  ['hindi', 'श्रवण में कुंडल झलकाला, नंद के आनंद नंदलाला।', 'shravan mein kundal jhalkala, nand ke aanand nandlala |'],
  ['hindi', 'शेंदुर लाल चढ़ायो अच्छा गजमुखको।', 'shendur lal chadhayo accha gajmukhko |'],
  ['hindi', 'ॐ जय शिव ओंकारा, स्वामी जय शिव ओंकारा।', 'om jai shiv omkara, swami jai shiv omkara |'],
  // Gujarati
  ['gujarati', 'જય આદ્યાશક્તિ, મા જય આદ્યાશક્તિ,', 'jay aadyashakti, maa jay aadyashakti,'],
  ['gujarati', 'અખંડ બ્રહ્માંડ દીપાવ્યાં, પડવે પ્રગટ્યાં મા.', 'akhand brahmand dipavya, padve pragatya maa.'],
  ['gujarati', 'દ્વિતીયા બેઉ સ્વરૂપ, શિવશક્તિ જાણું, મા શિવશક્તિ જાણું,', 'dwitiya beu swarup, shivshakti janun, maa shivshakti janun,'],
  // Sanskrit: every vowel said.
  ['sanskrit', 'वक्रतुण्ड महाकाय सूर्यकोटिसमप्रभ।', 'vakratunda mahakaya suryakotisamaprabha |'],
  ['sanskrit', 'ॐ भूर्भुवः स्वः।', 'om bhurbhuvah swah |'],
  ['sanskrit', 'कर्पूरगौरं करुणावतारं संसारसारं भुजगेन्द्रहारम्।', 'karpuragauram karunavataram samsarasaram bhujagendraharam |'],
  ['sanskrit', 'अन्नपूर्णे सदापूर्णे शङ्करप्राणवल्लभे।', 'annapurne sadapurne shankarapranavallabhe |'],
  // Dravidian languages: every vowel said; Tamil's letters voiced by their place.
  ['tamil', 'மார்கழித் திங்கள் மதிநிறைந்த நன்னாளால்', 'maargazhit thingal madhiniraindha nannaalaal'],
  ['tamil', 'நீராடப் போதுவீர் போதுமினோ நேரிழையீர்', 'neeraadap podhuveer podhumino nerizhaiyeer'],
  ['tamil', 'கூர்வேல் கொடுந்தொழிலன் நந்தகோபன் குமரன்', 'koorvel kodundhozhilan nandhagopan kumaran'],
  ['tamil', 'சஷ்டியை நோக்கச் சரவண பவனார்', 'sashtiyai nokkach saravana pavanaar'],
  ['tamil', 'வெற்றி நன்றி', 'vetri nandri'],
  ['kannada', 'ಭಾಗ್ಯದ ಲಕ್ಷ್ಮೀ ಬಾರಮ್ಮ', 'bhagyada lakshmi baramma'],
  ['kannada', 'ಹೆಜ್ಜೆಯ ಮೇಲೊಂದು ಹೆಜ್ಜೆಯನಿಕ್ಕುತ', 'hejjeya melondu hejjeyanikkuta'],
  ['telugu', 'శ్రీ వేంకటేశ్వర సుప్రభాతం', 'shri venkateshwara suprabhatam'],
  ['malayalam', 'സ്വാമിയേ ശരണം അയ്യപ്പാ', 'swamiye sharanam ayyappa'],
];

describe('the simple transliteration', () => {
  it.each(lines)('%s: %s', (language, native, simple) => {
    expect(simpleTransliteration(native, language)).toBe(simple);
  });

  it('keeps every line break, so lines stay beside their original', () => {
    const text = 'जय गणेश जय गणेश\n\nमाता जाकी पार्वती';
    expect(simpleTransliteration(text, 'hindi')).toBe('jai ganesh jai ganesh\n\nmata jaki parvati');
  });

  it('reads a Sanskrit stanza inside a Marathi prayer as Sanskrit', () => {
    const text = 'घालीन लोटांगण वंदीन चरण।\n\nअच्युतं केशवं रामनारायणं।\nकृष्णदामोदरं वासुदेवं हरिम्।';
    expect(simpleTransliteration(text, 'marathi')).toBe(
      'ghalin lotangan vandin charan |\n\nachyutam keshavam ramanarayanam |\nkrishnadamodaram vasudevam harim |',
    );
  });

  it('writes typographic marks as typed, and reads a Latin S inside a word as the avagraha', () => {
    expect(simpleTransliteration('रास रमंता…', 'gujarati')).toBe('ras ramanta...');
    expect(simpleTransliteration('વા’લો', 'gujarati')).toBe("va'lo");
    expect(simpleTransliteration('सदाSहं', 'sanskrit')).toBe(simpleTransliteration('सदाऽहं', 'sanskrit'));
    expect(simpleTransliteration('Sहं', 'sanskrit')).toBe('Sham');
  });

  it('passes through what is not an Indian script', () => {
    expect(simpleTransliteration('(Refrain) 1, 2.', 'hindi')).toBe('(Refrain) 1, 2.');
  });
});

type DataPrayer = { id: number; title: string; language: string; local_script: string; transliteration: string };
const read = (file: string): DataPrayer[] => JSON.parse(fs.readFileSync(path.join(process.cwd(), 'data', file), 'utf8'));
const prayers = [...read('aartis.json').map((p) => ({ ...p, file: 'aartis' })), ...read('mantras.json').map((p) => ({ ...p, file: 'mantras' }))];

describe('the simple transliteration of every prayer in the data', () => {
  it.each(prayers.map((p) => [`${p.file} ${p.id} ${p.title}`, p] as const))('%s', (_name, p) => {
    const simple = simpleTransliteration(p.local_script, p.language);
    const native = p.local_script.split('\n');
    const out = simple.split('\n');
    // Line for line with the original, and a word for each word.
    expect(out).toHaveLength(native.length);
    out.forEach((line, i) => {
      const words = (s: string) => s.split(/[\s,.;|…]+/).filter(Boolean).length;
      // Figures count as words of their own on both sides ("(૧ )" is "(1 )", "જા૦" is "ja0").
      const figures = (s: string) => s.replace(/[0-9\u0966-\u096F\u0AE6-\u0AEF]+/g, (d) => ` ${d} `);
      expect(words(figures(line)), `line ${i + 1}: ${line}`).toBe(words(figures(native[i]!.replace(/[।॥]/g, ' '))));
      // Plain Latin letters only: no diacritics, nothing of the original script left (a refrain's
      // "*" and a kirtana's "//pa//" are the original's own marks).
      expect(line, `line ${i + 1}`).toMatch(/^[a-z0-9 |,.;:!?'"()*/\-–—]*$/);
    });
  });
});
