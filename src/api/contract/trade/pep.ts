// Politically exposed person (PEP) declaration, `POST /traders/me/pep`. The spec lists the step and the trader's
// `pepState` but not the endpoint; this is the design, explained in docs/trade-api-choices.md.
import { z } from 'zod';
import { CountryCode } from './primitives';

const publicFunction = z
  .string()
  .trim()
  .min(1, { error: 'required for a PEP declaration: the prominent public function, e.g. member of parliament' })
  .max(200)
  .describe('The prominent public function held, e.g. "member of parliament", "ambassador".');

const functionCountry = CountryCode.describe(
  'Country (or the seat of the international organisation) of the function.',
);

const isFormer = z
  .boolean()
  .default(false)
  .describe('True when the function ended (a PEP stays one for at least 12 months after leaving office).');

export const NonPepDeclaration = z
  .object({ pepState: z.literal('non_pep') })
  .meta({ id: 'NonPepDeclaration', description: 'The trader is not a PEP and not related to one.' });

export const PepSelfDeclaration = z
  .object({ pepState: z.literal('pep'), publicFunction, country: functionCountry, isFormer })
  .meta({ id: 'PepSelfDeclaration', description: 'The trader holds, or held, a prominent public function.' });

/** FATF's "family members" and "close associates" of a PEP. */
export const PepRelationship = z
  .enum(['spouse_or_partner', 'child', 'child_spouse_or_partner', 'parent', 'sibling', 'close_associate'])
  .meta({ id: 'PepRelationship', description: 'How the trader is related to the PEP.' });
export type PepRelationship = z.infer<typeof PepRelationship>;

export const PepRelativeDeclaration = z
  .object({
    pepState: z.literal('pep_relative'),
    pepName: z
      .string()
      .trim()
      .min(1, { error: 'required for a PEP relative: the full name of the politically exposed person' })
      .max(200),
    relationship: PepRelationship,
    publicFunction,
    country: functionCountry,
    isFormer,
  })
  .meta({
    id: 'PepRelativeDeclaration',
    description: 'The trader is a family member or close associate of a PEP.',
  });

export const PepDeclarationRequest = z
  .discriminatedUnion('pepState', [NonPepDeclaration, PepSelfDeclaration, PepRelativeDeclaration])
  .meta({
    id: 'PepDeclarationRequest',
    description:
      'Politically exposed person status, by `pepState`. A PEP or PEP relative also says which function and ' +
      'where, so compliance can assess the risk without writing back.',
  });
export type PepDeclarationRequest = z.infer<typeof PepDeclarationRequest>;
export type PepDeclarationRequestInput = z.input<typeof PepDeclarationRequest>;
