import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { renderDevPage } from './dev-page.js';
import { renderLabel } from './label.js';
import { fakePoints, PointsQueryError, searchFakePoints, type FakePoint } from './points.js';
import { checkCreateRequest, FLOWS, newTrackingNumber, nextStatus, SHIPX_STATUSES, trackingView, ValidationFailed, type ShipmentRecord } from './shipments.js';

/**
 * The InPost ShipX fake as a server you can start in-process (tests) or from main.ts (the local
 * stack). It answers the subset of ShipX the shop uses, with ShipX's documented shapes:
 *
 *   ShipX API
 *     GET  /v1/points                               search (public)
 *     GET  /v1/points/:name                         one point (public)
 *     POST /v1/organizations/:org/shipments         create (Bearer token; confirmed a moment
 *                                                   later, as ShipX's simplified mode does)
 *     GET  /v1/shipments/:id                        (Bearer token)
 *     GET  /v1/shipments/:id/label?format=Pdf&type=A6|normal   (Bearer token; once confirmed)
 *     GET  /v1/tracking/:tracking_number            history, newest first (public)
 *   Webhooks (POSTed to the shop, unsigned, as InPost's are)
 *     shipment_confirmed, shipment_status_changed
 *   Dev page
 *     GET /                                         shipments, with "next status" buttons
 *     POST /shipments/:id/advance[?to=status]       the buttons
 *   Test hooks (no auth)
 *     GET  /__fake/shipments · GET /__fake/webhooks
 *     POST /shipments/:id/status                    form status=…: any status of ShipX's list (the dev page)
 *     POST /__fake/shipments/:id/advance            {"to"?: status}: each step sends its webhook
 *     POST /__fake/shipments/:id/status             {"status"}: straight to any status, one webhook
 *     POST /__fake/shipments/:id/webhook            {"event"?, "status"?}: a repeated or stale
 *                                                   webhook, state unchanged
 *     POST /__fake/points/:name/status              {"status": "Operating" | "NonOperating"}
 *   GET /health → {"ok":true}
 * Errors: `{ status, error, message, details }` (error keys as ShipX: token_invalid,
 * access_forbidden, resource_not_found, validation_failed, invalid_parameter, invalid_action).
 */
export interface InpostFakeOptions {
  /** The Bearer token shipments need (any value; the shop is configured with the same). */
  token: string;
  organizationId: string;
  /** Where webhooks go: the shop's /api/inpost/webhook. Without it they are only logged. */
  webhookUrl?: string;
  /** Where inpost.json is kept across restarts; memory only when absent. */
  dataDir?: string;
  /** The dev page's browser-facing base (behind the dev server's proxy). */
  publicUrl?: string;
  /** How long InPost takes to confirm (buy) a new shipment. */
  confirmAfterMs?: number;
  log?: (line: string) => void;
}

export interface InpostFake {
  readonly server: Server;
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

interface Reply {
  status: number;
  json?: unknown;
  html?: string;
  pdf?: Buffer;
  location?: string;
}

interface WebhookLogEntry {
  event: string;
  payload: Record<string, unknown>;
  status: number;
  at: string;
}

interface State {
  nextId: number;
  shipments: ShipmentRecord[];
  pointStatus: Record<string, FakePoint['status']>;
}

const MAX_BODY_BYTES = 1024 * 1024;

class ShipxFault extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    message: string,
    readonly details: unknown = null,
  ) {
    super(message);
  }
}

const json = (status: number, body: unknown): Reply => ({ status, json: body });
const notFound = (what: string) => new ShipxFault(404, 'resource_not_found', `${what} you are looking for are not found`, {});

/** `2020-03-20 15:08:42 +0000`, the form of InPost's `event_ts`. */
function eventTimestamp(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} +0000`;
}

export function createInpostFake(options: InpostFakeOptions): InpostFake {
  const log = options.log ?? ((line: string) => console.log(`${new Date().toISOString()} ${line}`));
  const confirmAfterMs = options.confirmAfterMs ?? 400;
  const file = options.dataDir ? join(options.dataDir, 'inpost.json') : null;
  const state: State = { nextId: 1000, shipments: [], pointStatus: {} };
  if (file) {
    mkdirSync(options.dataDir!, { recursive: true });
    try {
      Object.assign(state, JSON.parse(readFileSync(file, 'utf8')) as State);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`Unreadable InPost fake state in ${file}; delete it to start afresh`, { cause: error });
    }
  }
  const webhookLog: WebhookLogEntry[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const save = () => {
    if (!file) return;
    writeFileSync(`${file}.tmp`, JSON.stringify(state, null, 2));
    renameSync(`${file}.tmp`, file);
  };
  const points = (): FakePoint[] => fakePoints.map((p) => (state.pointStatus[p.name] ? { ...p, status: state.pointStatus[p.name]! } : p));
  const find = (id: string): ShipmentRecord => {
    const record = state.shipments.find((r) => String(r.shipment.id) === id);
    if (!record) throw notFound('Shipment');
    return record;
  };

  async function sendWebhook(event: string, payload: Record<string, unknown>, organizationId: string): Promise<WebhookLogEntry> {
    const body = { event_ts: eventTimestamp(new Date()), event, organization_id: Number(organizationId), payload };
    let status = 0;
    if (options.webhookUrl) {
      try {
        const response = await fetch(options.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': 'InPost-Webhook (local fake)' }, body: JSON.stringify(body), signal: AbortSignal.timeout(30_000) });
        status = response.status;
        await response.arrayBuffer();
      } catch (error) {
        log(`webhook ${event} for ${String(payload.shipment_id)} failed: ${(error as Error).message}`);
      }
    }
    const entry = { event, payload, status, at: new Date().toISOString() };
    webhookLog.push(entry);
    log(`webhook ${event} ${JSON.stringify(payload)} → ${status || 'not delivered'}`);
    return entry;
  }

  function setStatus(record: ShipmentRecord, status: string): void {
    const now = new Date().toISOString();
    record.shipment.status = status;
    record.shipment.updated_at = now;
    record.history.push({ status, datetime: now });
  }

  async function confirm(record: ShipmentRecord): Promise<void> {
    if (record.shipment.status !== 'created') return;
    const tracking = newTrackingNumber();
    record.shipment.tracking_number = tracking;
    for (const parcel of record.shipment.parcels) parcel.tracking_number = tracking;
    setStatus(record, 'confirmed');
    save();
    await sendWebhook('shipment_confirmed', { shipment_id: record.shipment.id, tracking_number: tracking }, record.organizationId);
  }

  function scheduleConfirm(record: ShipmentRecord): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void confirm(record);
    }, confirmAfterMs);
    timer.unref();
    timers.add(timer);
  }
  // Shipments left unconfirmed by a restart are confirmed now.
  for (const record of state.shipments) if (record.shipment.status === 'created') scheduleConfirm(record);

  /** Moves the parcel on, one status at a time up to `to` (default: the next), a webhook each. */
  async function advance(record: ShipmentRecord, to?: string): Promise<WebhookLogEntry[]> {
    if (record.shipment.status === 'created') throw new ShipxFault(400, 'invalid_action', 'The shipment is not confirmed yet');
    const flow = FLOWS[record.shipment.service];
    if (to !== undefined && flow.indexOf(to) <= flow.indexOf(record.shipment.status)) {
      throw new ShipxFault(400, 'invalid_parameter', `Status ${to} does not come after ${record.shipment.status} for ${record.shipment.service}`);
    }
    const sent: WebhookLogEntry[] = [];
    do {
      const next = nextStatus(record);
      if (!next) throw new ShipxFault(400, 'invalid_action', 'The parcel is already delivered');
      setStatus(record, next);
      save();
      sent.push(await sendWebhook('shipment_status_changed', { shipment_id: record.shipment.id, status: next, tracking_number: record.shipment.tracking_number }, record.organizationId));
    } while (to !== undefined && record.shipment.status !== to);
    return sent;
  }

  /** Puts the parcel in any status at once (the dev page's list, a test), with InPost's webhook. */
  async function moveTo(record: ShipmentRecord, status: string): Promise<WebhookLogEntry> {
    if (record.shipment.status === 'created') throw new ShipxFault(400, 'invalid_action', 'The shipment is not confirmed yet');
    setStatus(record, status);
    save();
    return sendWebhook('shipment_status_changed', { shipment_id: record.shipment.id, status, tracking_number: record.shipment.tracking_number }, record.organizationId);
  }

  function requireToken(req: IncomingMessage): void {
    if (req.headers.authorization !== `Bearer ${options.token}`) throw new ShipxFault(401, 'token_invalid', 'Token is missing or invalid.', null);
  }

  type Route = { method: string; path: RegExp; run: (req: IncomingMessage, url: URL, params: string[], body: string) => Promise<Reply> | Reply };
  const routes: Route[] = [
    { method: 'GET', path: /^\/health$/, run: () => json(200, { ok: true }) },
    {
      method: 'GET',
      path: /^\/v1\/points$/,
      run: (_req, url) => {
        try {
          return json(200, { href: `${url.origin}/v1/points`, ...searchFakePoints(url.searchParams, points()) });
        } catch (error) {
          if (error instanceof PointsQueryError) throw new ShipxFault(400, 'invalid_parameter', error.message, { [error.parameter]: ['invalid'] });
          throw error;
        }
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/points\/([^/]+)$/,
      run: (_req, _url, [name]) => {
        const point = points().find((p) => p.name === decodeURIComponent(name!).toUpperCase());
        if (!point) throw notFound('Point');
        return json(200, point);
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/organizations\/([^/]+)\/shipments$/,
      run: (req, url, [org], body) => {
        requireToken(req);
        if (org !== options.organizationId) throw new ShipxFault(403, 'access_forbidden', 'You have no access to this organization', null);
        let request: unknown;
        try {
          request = JSON.parse(body);
        } catch {
          throw new ShipxFault(400, 'invalid_json', 'The request body is not JSON', null);
        }
        const checked = checkCreateRequest(request, points());
        const now = new Date().toISOString();
        const id = state.nextId++;
        const record: ShipmentRecord = {
          shipment: { href: `${url.origin}/v1/shipments/${id}`, id, status: 'created', tracking_number: null, created_by_id: 1, ...checked, created_at: now, updated_at: now },
          history: [{ status: 'created', datetime: now }],
          organizationId: options.organizationId,
        };
        state.shipments.push(record);
        save();
        scheduleConfirm(record);
        log(`shipment ${id} created: ${checked.service} ${checked.custom_attributes.target_point ?? checked.receiver.address?.city ?? ''}`);
        return json(201, record.shipment);
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/shipments\/(\d+)$/,
      run: (req, _url, [id]) => {
        requireToken(req);
        return json(200, find(id!).shipment);
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/shipments\/(\d+)\/label$/,
      run: async (req, url, [id]) => {
        requireToken(req);
        const record = find(id!);
        const format = url.searchParams.get('format') ?? 'Pdf';
        const type = url.searchParams.get('type') ?? 'normal';
        if (format.toLowerCase() !== 'pdf') throw new ShipxFault(400, 'invalid_parameter', `The fake renders Pdf labels only, not ${format}`, { format: ['invalid'] });
        if (type !== 'A6' && type !== 'normal') throw new ShipxFault(400, 'invalid_parameter', `Unknown label type ${type}`, { type: ['invalid'] });
        if (!record.shipment.tracking_number) throw new ShipxFault(400, 'invalid_action', 'The label is available for confirmed shipments only', null);
        const target = points().find((p) => p.name === record.shipment.custom_attributes.target_point);
        return { status: 200, pdf: await renderLabel(record.shipment, target, record.shipment.service === 'inpost_courier_standard' ? 'A6' : type) };
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/tracking\/(\d+)$/,
      run: (_req, _url, [number]) => {
        const record = state.shipments.find((r) => r.shipment.tracking_number === number);
        if (!record) throw notFound('Tracking');
        return json(200, trackingView(record, points()));
      },
    },
    { method: 'GET', path: /^\/$/, run: () => ({ status: 200, html: renderDevPage(state.shipments, points()) }) },
    {
      method: 'POST',
      path: /^\/shipments\/(\d+)\/advance$/,
      run: async (_req, url, [id]) => {
        await advance(find(id!), url.searchParams.get('to') ?? undefined);
        return { status: 303, location: `${options.publicUrl ?? ''}/` };
      },
    },
    {
      method: 'POST',
      path: /^\/shipments\/(\d+)\/status$/,
      run: async (_req, _url, [id], body) => {
        const status = new URLSearchParams(body).get('status') ?? '';
        if (!(SHIPX_STATUSES as readonly string[]).includes(status)) throw new ShipxFault(400, 'invalid_parameter', `Unknown status ${status}`);
        await moveTo(find(id!), status);
        return { status: 303, location: `${options.publicUrl ?? ''}/` };
      },
    },
    {
      method: 'POST',
      path: /^\/__fake\/shipments\/(\d+)\/status$/,
      run: async (_req, _url, [id], body) => {
        // Any status name, also one ShipX may add later (the shop must keep such a parcel safe).
        const { status } = (body ? JSON.parse(body) : {}) as { status?: string };
        if (!status || !/^[a-z_]+$/.test(status)) throw new ShipxFault(400, 'invalid_parameter', 'status must be a ShipX status name');
        const record = find(id!);
        const webhook = await moveTo(record, status);
        return json(200, { shipment: record.shipment, webhook });
      },
    },
    { method: 'GET', path: /^\/__fake\/shipments$/, run: () => json(200, { items: state.shipments.map((r) => ({ ...r.shipment, history: r.history })) }) },
    { method: 'GET', path: /^\/__fake\/webhooks$/, run: () => json(200, { items: webhookLog }) },
    {
      method: 'POST',
      path: /^\/__fake\/shipments\/(\d+)\/advance$/,
      run: async (_req, _url, [id], body) => {
        const { to } = (body ? JSON.parse(body) : {}) as { to?: string };
        const record = find(id!);
        const webhooks = await advance(record, to);
        return json(200, { shipment: record.shipment, webhooks });
      },
    },
    {
      method: 'POST',
      path: /^\/__fake\/shipments\/(\d+)\/webhook$/,
      run: async (_req, _url, [id], body) => {
        const { event, status } = (body ? JSON.parse(body) : {}) as { event?: string; status?: string };
        const record = find(id!);
        const entry = await sendWebhook(
          event ?? 'shipment_status_changed',
          { shipment_id: record.shipment.id, status: status ?? record.shipment.status, tracking_number: record.shipment.tracking_number },
          record.organizationId,
        );
        return json(200, entry);
      },
    },
    {
      method: 'POST',
      path: /^\/__fake\/points\/([^/]+)\/status$/,
      run: (_req, _url, [name], body) => {
        const { status } = JSON.parse(body || '{}') as { status?: FakePoint['status'] };
        if (!fakePoints.some((p) => p.name === name) || !status || !['Operating', 'NonOperating', 'Disabled'].includes(status)) {
          throw new ShipxFault(400, 'invalid_parameter', 'A known point and a status of Operating, NonOperating or Disabled', null);
        }
        state.pointStatus[name!] = status;
        save();
        return json(200, points().find((p) => p.name === name));
      },
    },
  ];

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const matching = routes.filter((r) => r.path.test(url.pathname));
        const route = matching.find((r) => r.method === req.method);
        let reply: Reply;
        try {
          if (size > MAX_BODY_BYTES) throw new ShipxFault(413, 'payload_too_large', 'Request body too large');
          if (!route) throw matching.length ? new ShipxFault(405, 'method_not_allowed', `${req.method} is not allowed here`) : notFound('Resource');
          reply = await route.run(req, url, route.path.exec(url.pathname)!.slice(1), body);
        } catch (error) {
          if (error instanceof ValidationFailed) reply = json(400, { status: 400, error: 'validation_failed', message: error.message, details: error.details });
          else if (error instanceof ShipxFault) reply = json(error.status, { status: error.status, error: error.key, message: error.message, details: error.details });
          else if (error instanceof SyntaxError) reply = json(400, { status: 400, error: 'invalid_json', message: 'The request body is not JSON', details: null });
          else {
            log(`fake failure: ${(error as Error).stack ?? String(error)}`);
            reply = json(500, { status: 500, error: 'internal_error', message: 'The fake failed', details: null });
          }
        }
        send(res, reply);
      })();
    });
  });

  return {
    server,
    listen: (port = 0, host = '127.0.0.1') =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(`http://${host}:${(server.address() as AddressInfo).port}`));
      }),
    close: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function send(res: ServerResponse, reply: Reply): void {
  if (reply.location) {
    res.writeHead(reply.status, { location: reply.location });
    res.end();
  } else if (reply.pdf) {
    res.writeHead(reply.status, { 'content-type': 'application/pdf', 'content-length': String(reply.pdf.length) });
    res.end(reply.pdf);
  } else if (reply.html !== undefined) {
    res.writeHead(reply.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(reply.html);
  } else {
    res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(reply.json));
  }
}
