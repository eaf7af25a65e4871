// Organisations: sign-up and the public page.
import { API_MESSAGES } from '../shared/messages';
import { MessageResponseSchema } from '../shared/schemas/api';
import type { OrgSignUpRequest } from '../shared/schemas/auth';
import { type OrgData, OrgPageDetailsResponseSchema } from '../shared/schemas/org';
import { type CallOptions, request } from './client';

/** POST /api/org/signUp -> 'Organisation Registered Successfully'. */
export function registerOrg(body: OrgSignUpRequest, options?: CallOptions) {
  return request('/api/org/signUp', {
    method: 'POST',
    json: body,
    schema: MessageResponseSchema,
    expectMessage: API_MESSAGES.orgRegistered,
    ...options,
  });
}

/** GET /api/org/getOrgPageDetails?orgid= -> orgData. */
export async function getOrgPageDetails(
  orgId: number | string,
  options?: CallOptions,
): Promise<OrgData> {
  const body = await request('/api/org/getOrgPageDetails', {
    query: { orgid: String(orgId) },
    schema: OrgPageDetailsResponseSchema,
    ...options,
  });
  return body.orgData;
}
