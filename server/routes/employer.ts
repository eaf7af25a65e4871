/**
 * The organisation side (issue 10). Every call needs a bearer token with ROLE_ORG (401 without
 * one, 403 for coaches); unsafe methods also need the XSRF cookie + header. An organisation
 * reaches only its own roles, applications and files: another organisation's ids answer 404.
 *
 *   GET  /api/org/jobs
 *     -> 200 {list:[{id, name, location, open, views, datePosted, applicants,
 *        statusCounts:{Received:2, Reviewing:0, ...}}]}
 *   POST /api/org/jobs {name, city, state?, minLevel, role_type, categories, salary, tags:[...],
 *        description, subject, skills, desiredSkills}     (rich text sanitized when stored)
 *     -> 201 {message:'Role Posted Successfully', id}
 *   GET  /api/org/jobs/{id} -> 200 {job:{id, name, city, state, location, minLevel, ..., tags, open}}
 *   PUT  /api/org/jobs/{id} (or POST) same body as posting -> 200 {message:'Role Updated Successfully'}
 *   POST /api/org/jobs/{id}/status {open:false}
 *     -> 200 {message:'Role Closed Successfully' | 'Role Reopened Successfully', open}
 *   GET  /api/org/jobs/{id}/applicants
 *     -> 200 {job:{id, name, open}, list:[{id, firstName, lastName, email, appliedOn, salary,
 *        notice, referredBy, status, statusChangedOn, resumeId, resumeName, cvId, cvName, history}]}
 *   POST /api/org/applications/{id}/status {status:'Shortlisted'}
 *     -> 200 {message:'Status Updated Successfully', status, statusChangedOn} (mails the coach)
 *   GET  /api/org/profile -> 200 {profile:{id, name, orgType, city, state, about, website, logo}}
 *   POST /api/org/profile {about, website, orgType, city?, state?}
 *     -> 200 {message:'Organisation Updated Successfully'}
 *   POST /api/org/logo  multipart logo=<PNG, JPEG or SVG up to 1 MB>
 *     -> 201 {message:'Logo uploaded Successfully', logo:'/api/org/logo/3', fileName}
 *   The logo is public: GET /api/org/logo/{orgId} (server/routes/org.ts).
 */
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import sanitizeHtml from 'sanitize-html';
import { ROLE_ORG } from '../../src/shared/constants';
import { MESSAGES } from '../../src/shared/messages';
import {
  ApplicationStatusRequestSchema,
  EMPLOYER_API_MESSAGES as EM,
  JobRequestSchema,
  JobStatusRequestSchema,
  MAX_LOGO_BYTES,
  OrgProfileRequestSchema,
} from '../../src/shared/schemas';
import {
  createOrgJob,
  getOrgJob,
  getOrgProfile,
  LookupError,
  listApplicants,
  listOrgJobs,
  orgIdOf,
  replaceOrgLogo,
  setApplicationStatus,
  setOrgJobOpen,
  updateOrgJob,
  updateOrgProfile,
} from '../db/queries/employer';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors';
import { assertContentType, parseJson, VALIDATION_FAILED } from '../http/validate';
import { sendInBackground } from '../lib/mail';
import {
  CONTENT_TYPES,
  cleanFileName,
  detectImageType,
  removeUpload,
  storeUpload,
  withTypeExtension,
} from '../lib/uploads';
import { requireAuth, requireRole } from '../middleware/require-auth';
import type { AppDeps, AppEnv } from '../types';
import { INVALID_JOB_ID, JOB_NOT_FOUND, parseId } from './jobs';

export const APPLICATION_NOT_FOUND = 'Application not found.';
export const INVALID_APPLICATION_ID = 'The application id must be a positive whole number.';
export const LOGO_TOO_LARGE = 'The logo is larger than 1 MB.';
export const UNSUPPORTED_LOGO = 'Only PNG, JPEG and SVG logos are accepted.';
export const NO_ORGANISATION = 'This account does not belong to an organisation.';

/** Room for the multipart envelope around the file. */
const ENVELOPE_BYTES = 16 * 1024;

// ---- SVG logos ----

const SVG_TAGS = [
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'symbol',
  'use',
  'title',
  'desc',
];
const SVG_ATTRIBUTES = [
  'xmlns',
  'xmlns:xlink',
  'version',
  'id',
  'class',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'clip-path',
  'mask',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'dx',
  'dy',
  'href',
  'xlink:href',
];

/** An attribute value that points outside the document (url(...) other than url(#id)). */
const EXTERNAL_URL = /url\s*\(\s*(?!['"]?\s*#)/i;

const SVG_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: SVG_TAGS,
  allowedAttributes: { '*': SVG_ATTRIBUTES },
  // Scripts, styles (may load external resources), foreignObject (HTML inside SVG), images
  // and embedded documents are dropped with everything inside them.
  nonTextTags: ['script', 'style', 'foreignObject', 'image', 'iframe', 'object', 'embed', 'a'],
  disallowedTagsMode: 'discard',
  allowedSchemes: [],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: [],
  allowProtocolRelative: false,
  selfClosing: ['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'stop', 'use'],
  parser: {
    xmlMode: true,
    lowerCaseTags: false,
    lowerCaseAttributeNames: false,
    recognizeSelfClosing: true,
  },
  transformTags: {
    '*': (tagName, attribs) => {
      const out: Record<string, string> = {};
      for (const [name, value] of Object.entries(attribs)) {
        if (/^on/i.test(name)) continue; // event handlers
        // References only inside the document (#id); never another resource.
        if ((name === 'href' || name === 'xlink:href') && !/^#[\w.-]+$/.test(value.trim()))
          continue;
        if (EXTERNAL_URL.test(value)) continue;
        out[name] = value;
      }
      return { tagName, attribs: out };
    },
  },
};

/**
 * A sanitized SVG document, or null when the bytes are not an SVG image. Keeps shapes, text,
 * gradients and presentation attributes; removes scripts, event handlers, foreignObject,
 * styles and every external reference.
 */
export function sanitizeSvgLogo(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // An SVG file: optional BOM, XML declaration, comments and doctype, then the <svg> root.
  const head = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*(<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>|\s)*/i, '');
  if (!/^<svg[\s>]/.test(head)) return null;
  const clean = sanitizeHtml(head, SVG_OPTIONS).trim();
  if (!/^<svg[\s>]/.test(clean) || !/<\/svg>$/.test(clean)) return null;
  // The root needs the SVG namespace to render as an image.
  return /^<svg[^>]*\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(clean)
    ? clean
    : clean.replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg"');
}

// ---- routes ----

function lookupFailure(e: unknown): never {
  if (e instanceof LookupError) throw badRequest(VALIDATION_FAILED, { [e.field]: e.message });
  throw e;
}

export function employerRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const now = () => new Date(deps.clock.now()).toISOString();
  const guard = [requireAuth(deps), requireRole(ROLE_ORG, deps)] as const;
  for (const path of ['/org/jobs', '/org/jobs/*', '/org/applications/*', '/org/profile']) {
    app.use(path, ...guard);
  }
  app.on('POST', '/org/logo', ...guard);

  /** The caller's organisation (a ROLE_ORG account always has one; 403 otherwise). */
  const orgOf = (c: Context<AppEnv>): number => {
    const id = orgIdOf(deps.db, c.get('user').id);
    if (id == null) throw forbidden(NO_ORGANISATION);
    return id;
  };

  app.get('/org/jobs', (c) => c.json({ list: listOrgJobs(deps.db, orgOf(c)) }));

  app.post('/org/jobs', async (c) => {
    const orgId = orgOf(c);
    const body = await parseJson(c, JobRequestSchema);
    let id: number;
    try {
      id = createOrgJob(deps.db, orgId, body, now());
    } catch (e) {
      lookupFailure(e);
    }
    return c.json({ message: EM.rolePosted, id }, 201);
  });

  app.get('/org/jobs/:id', (c) => {
    const orgId = orgOf(c);
    const job = getOrgJob(deps.db, orgId, parseId(c.req.param('id'), INVALID_JOB_ID));
    if (!job) throw notFound(JOB_NOT_FOUND);
    return c.json({ job });
  });

  const update = async (c: Context<AppEnv>) => {
    const orgId = orgOf(c);
    const id = parseId(c.req.param('id') ?? '', INVALID_JOB_ID);
    const body = await parseJson(c, JobRequestSchema);
    let ok = false;
    try {
      ok = updateOrgJob(deps.db, orgId, id, body, now());
    } catch (e) {
      lookupFailure(e);
    }
    if (!ok) throw notFound(JOB_NOT_FOUND);
    return c.json({ message: EM.roleUpdated });
  };
  app.put('/org/jobs/:id', update);
  app.post('/org/jobs/:id', update);

  app.post('/org/jobs/:id/status', async (c) => {
    const orgId = orgOf(c);
    const id = parseId(c.req.param('id'), INVALID_JOB_ID);
    const { open } = await parseJson(c, JobStatusRequestSchema);
    if (!setOrgJobOpen(deps.db, orgId, id, open, now())) throw notFound(JOB_NOT_FOUND);
    return c.json({ message: open ? EM.roleReopened : EM.roleClosed, open });
  });

  app.get('/org/jobs/:id/applicants', (c) => {
    const orgId = orgOf(c);
    const result = listApplicants(deps.db, orgId, parseId(c.req.param('id'), INVALID_JOB_ID));
    if (!result) throw notFound(JOB_NOT_FOUND);
    return c.json(result);
  });

  app.post('/org/applications/:id/status', async (c) => {
    const orgId = orgOf(c);
    const id = parseId(c.req.param('id'), INVALID_APPLICATION_ID);
    const { status } = await parseJson(c, ApplicationStatusRequestSchema);
    const change = setApplicationStatus(deps.db, orgId, id, status, c.get('user').id, now());
    if (!change) throw notFound(APPLICATION_NOT_FOUND);
    if (change.changed) {
      const link = `${deps.config.publicUrl.replace(/\/+$/, '')}/jobsapplied`;
      sendInBackground(deps.mailer, deps.log, {
        to: change.coachEmail,
        subject: `Your application for ${change.jobName}: ${change.status}`,
        text: [
          `Hello ${change.coachFirstName},`,
          '',
          `${change.organisation} has updated your application for ${change.jobName}.`,
          `New status: ${change.status}`,
          '',
          `See all your applications: ${link}`,
        ].join('\n'),
      });
    }
    return c.json({
      message: EM.statusUpdated,
      status: change.status,
      statusChangedOn: change.changedOn,
    });
  });

  app.get('/org/profile', (c) => {
    const profile = getOrgProfile(deps.db, orgOf(c));
    if (!profile) throw notFound('Organisation not found.');
    return c.json({ profile });
  });

  app.post('/org/profile', async (c) => {
    const orgId = orgOf(c);
    const body = await parseJson(c, OrgProfileRequestSchema);
    try {
      updateOrgProfile(deps.db, orgId, body);
    } catch (e) {
      lookupFailure(e);
    }
    return c.json({ message: EM.orgProfileUpdated });
  });

  app.post(
    '/org/logo',
    async (c, next) => {
      assertContentType(c, 'multipart/form-data');
      await next();
    },
    bodyLimit({
      maxSize: MAX_LOGO_BYTES + ENVELOPE_BYTES,
      onError: () => {
        throw new ApiError(413, LOGO_TOO_LARGE);
      },
    }),
    async (c) => {
      const orgId = orgOf(c);
      let form: Record<string, string | File>;
      try {
        form = (await c.req.parseBody()) as Record<string, string | File>;
      } catch (e) {
        if (e instanceof ApiError) throw e;
        if (e instanceof Error && /limit|too large/i.test(e.message))
          throw new ApiError(413, LOGO_TOO_LARGE);
        throw badRequest(VALIDATION_FAILED, { _: 'The upload could not be read.' });
      }
      const file = form.logo;
      if (!(file instanceof File)) throw badRequest(VALIDATION_FAILED, { logo: MESSAGES.required });
      if (file.size > MAX_LOGO_BYTES) throw new ApiError(413, LOGO_TOO_LARGE);
      const raw = new Uint8Array(await file.arrayBuffer());
      const image = detectImageType(raw);
      let bytes: Uint8Array;
      let contentType: string;
      let ext: string;
      if (image) {
        bytes = raw;
        contentType = CONTENT_TYPES[image];
        ext = image === 'png' ? 'png' : 'jpg';
      } else {
        const svg = sanitizeSvgLogo(raw);
        if (!svg) throw new ApiError(415, UNSUPPORTED_LOGO);
        bytes = new TextEncoder().encode(svg);
        contentType = 'image/svg+xml';
        ext = 'svg';
      }
      const fileName = withTypeExtension(cleanFileName(file.name, `logo.${ext}`), ext);
      const stored = storeUpload(deps.config.dataDir, bytes);
      try {
        const { previousStored } = replaceOrgLogo(deps.db, orgId, {
          ownerId: c.get('user').id,
          originalName: fileName,
          storedName: stored,
          size: bytes.byteLength,
          contentType,
          createdAt: now(),
        });
        if (previousStored) removeUpload(deps.config.dataDir, previousStored);
      } catch (e) {
        removeUpload(deps.config.dataDir, stored);
        throw e;
      }
      return c.json({ message: EM.logoUploaded, logo: `/api/org/logo/${orgId}`, fileName }, 201);
    },
  );

  return app;
}
