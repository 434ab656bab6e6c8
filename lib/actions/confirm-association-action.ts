'use server';

import { storeConfirmation } from '../data/family-word';
import { confirmationSchema } from '../validation/family-word';
import { familyWordAction } from './family-word';
import type { ActionResult } from './types';

/** "Our family keeps her": a confirmation of an association, pending until a reviewer counts it. */
export async function confirmAssociationAction(previous: ActionResult, posted: FormData): Promise<ActionResult> {
  return familyWordAction(previous, posted, {
    schema: confirmationSchema,
    fields: ['surname', 'community', 'gotra', 'deityId', 'region', 'town', 'familyGotra'],
    store: storeConfirmation,
    route: 'action:confirmAssociation',
  });
}
