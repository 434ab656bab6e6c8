import { defineMessages } from '../define';

type Custom = 'by_gotra' | 'by_clan' | 'by_village' | 'by_family';

/**
 * The parts a community lends other pages: how its families keep their kuldevi (its customs, as
 * each source describes them) and the link to its page ("Maratha community: kuldevis by kul").
 */
export const communityPartsMessages = defineMessages(
  {
    customs: {
      by_gotra: 'The kuldevi follows the gotra',
      by_clan: 'The kuldevi follows the clan',
      by_village: 'The family deity is the village’s',
      by_family: 'Each family keeps its own',
    } satisfies Record<Custom, string>,
    customsHeading: (community: string) => `How ${community} families keep their kuldevi`,
    commonlyKept: 'Commonly kept in the community, as this source names them (not a family’s answer): ',
    source: 'Source:',
    /** `term` is the language's word from `communityTerms` (Marathi: the form "-नुसार" attaches to). */
    communityLink: (community: string, term: string) => `${community} community: kuldevis by ${term}`,
  },
  {
    hi: {
      customs: {
        by_gotra: 'कुलदेवी गोत्र के अनुसार होती है',
        by_clan: 'कुलदेवी वंश के अनुसार होती है',
        by_village: 'कुलदेवता गाँव के देवता होते हैं',
        by_family: 'हर परिवार अपने कुलदेवता मानता है',
      },
      customsHeading: (community) => `${community} परिवार अपनी कुलदेवी कैसे मानते हैं`,
      commonlyKept: 'इस स्रोत के अनुसार समुदाय में आम तौर पर माने जाने वाले देवता (किसी परिवार का उत्तर नहीं): ',
      source: 'स्रोत:',
      communityLink: (community, term) => `${community} समुदाय: ${term} के अनुसार कुलदेवियाँ`,
    },
    mr: {
      customs: {
        by_gotra: 'कुलदेवी गोत्रानुसार ठरते',
        by_clan: 'कुलदेवी कुळानुसार ठरते',
        by_village: 'कुलदैवत हे गावाचे दैवत असते',
        by_family: 'प्रत्येक घराणे आपले स्वतःचे कुलदैवत मानते',
      },
      customsHeading: (community) => `${community} घराणी आपली कुलदेवी कशी मानतात`,
      commonlyKept: 'या स्रोतानुसार समाजात सहसा मानली जाणारी दैवते (एखाद्या घराण्याचे उत्तर नव्हे): ',
      source: 'स्रोत:',
      communityLink: (community, term) => `${community} समाज: ${term}नुसार कुलदेवी`,
    },
    gu: {
      customs: {
        by_gotra: 'કુળદેવી ગોત્ર મુજબ હોય છે',
        by_clan: 'કુળદેવી કુળ મુજબ હોય છે',
        by_village: 'કુળદેવતા ગામનાં દેવતા હોય છે',
        by_family: 'દરેક પરિવાર પોતાનાં કુળદેવતા માને છે',
      },
      customsHeading: (community) => `${community} પરિવારો પોતાની કુળદેવીને કેવી રીતે માને છે`,
      commonlyKept: 'આ સ્રોત મુજબ સમાજમાં સામાન્ય રીતે મનાતાં દેવી-દેવતા (કોઈ પરિવારનો જવાબ નહીં): ',
      source: 'સ્રોત:',
      communityLink: (community, term) => `${community} સમાજ: ${term} મુજબ કુળદેવીઓ`,
    },
  },
);

/**
 * What one of a community's surnames (or its divisions) is called, in "kuldevis by …": each
 * language's word; Marathi's in the form "-नुसार" attaches to (गोत्रानुसार). A term not listed
 * stays as the English has it.
 */
export const communityTerms = defineMessages<Record<string, string>>(
  { gotra: 'gotra', surname: 'surname', kul: 'kul', khap: 'khap', clan: 'clan', aankna: 'aankna', kulam: 'kulam' },
  {
    hi: { gotra: 'गोत्र', surname: 'उपनाम', kul: 'कुल', khap: 'खाप', clan: 'वंश', aankna: 'आँकने', kulam: 'कुलम' },
    mr: { gotra: 'गोत्रा', surname: 'आडनावा', kul: 'कुळा', khap: 'खाप', clan: 'कुळा', aankna: 'आँकन्या', kulam: 'कुलम' },
    gu: { gotra: 'ગોત્ર', surname: 'અટક', kul: 'કુળ', khap: 'ખાપ', clan: 'કુળ', aankna: 'આંકણા', kulam: 'કુલમ' },
  },
);
