'use server';

import { storeFamilyPrayer } from '../data/family-word';
import { familyPrayerSchema } from '../validation/family-word';
import { familyWordAction } from './family-word';
import type { ActionResult } from './types';

/** The prayer sung at a family's shrine, with where its text comes from; published only if a reviewer finds it traditional. */
export async function sendFamilyPrayerAction(previous: ActionResult, posted: FormData): Promise<ActionResult> {
  return familyWordAction(previous, posted, {
    schema: familyPrayerSchema,
    fields: ['deityId', 'title', 'language', 'text', 'source', 'link', 'region'],
    store: storeFamilyPrayer,
    route: 'action:sendFamilyPrayer',
  });
}
