'use server';

import { storeCorrection } from '../data/family-word';
import { correctionSchema } from '../validation/family-word';
import { familyWordAction } from './family-word';
import type { ActionResult } from './types';

/** "Ours is different": what the family keeps and how they know, with the reason; pending until reviewed. */
export async function correctAssociationAction(previous: ActionResult, posted: FormData): Promise<ActionResult> {
  return familyWordAction(previous, posted, {
    schema: correctionSchema,
    fields: [
      'surname',
      'community',
      'gotra',
      'deityId',
      'theirDeity',
      'theirShrine',
      'theirCommunity',
      'theirGotra',
      'how',
      'link',
      'reason',
      'region',
      'town',
    ],
    store: storeCorrection,
    route: 'action:correctAssociation',
  });
}
