import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import type { CompanySettings } from '../../../shared/schemas/settings';
import type { Actor } from '../../app-env';
import { requirePermission } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { StoredObjectMissing } from '../../lib/storage/storage-driver';
import type { AllowedKinds } from '../../lib/uploads/file-kinds';
import { receiveUpload } from '../../lib/uploads/receive-upload';
import type { UploadSource } from '../../lib/uploads/upload-source';
import type { FileDeps } from '../files/files.service';
import { logoUrlFor, SETTING_KEYS, storedLogo, type StoredLogo } from '../../lib/company-settings';
import { lockCompany, updateCompany, type CompanyChange } from './settings.queries';
import { getSettings, logoMaxBytes } from './settings.service';

/**
 * Raster images a browser draws in an <img>. SVG is refused: it is text that can carry
 * script, and a logo is served from our own origin to every visitor.
 */
const LOGO_KINDS: AllowedKinds = {
  kinds: [
    { extensions: ['png'], sniffed: ['image/png'], mimeType: 'image/png', inline: true },
    { extensions: ['jpg', 'jpeg'], sniffed: ['image/jpeg'], mimeType: 'image/jpeg', inline: true },
    { extensions: ['webp'], sniffed: ['image/webp'], mimeType: 'image/webp', inline: true },
  ],
  label: 'a PNG, JPEG or WebP image (SVG is not accepted)',
};

/** The logo form has no fields besides the file. */
const zLogoFields = z.object({});

/**
 * Admins: the bytes are checked and stored first (the shared upload path: size limit while
 * streaming, magic number against the extension), then the company points at them. The old
 * logo's object is removed only once the new one is committed, so the site never shows a
 * broken image.
 */
export async function uploadLogo(db: Database, deps: FileDeps, actor: Actor | null, tenant: CompanyRow, upload: UploadSource): Promise<CompanySettings> {
  const admin = requirePermission(actor, 'settings:edit');
  const version = randomUUID();
  const { file } = await receiveUpload(upload, {
    storage: deps.storage,
    key: `${tenant.id}/branding/${version}`,
    maxBytes: logoMaxBytes(deps.uploadMaxBytes),
    allowed: LOGO_KINDS,
    fields: zLogoFields,
  });
  const logo: StoredLogo = { key: file.key, mimeType: file.mimeType as StoredLogo['mimeType'], sizeBytes: file.sizeBytes, version };

  let replaced: Replaced;
  try {
    replaced = await replaceLogo(db, tenant.id, { columns: { logoUrl: logoUrlFor(logo) }, setKeys: { [SETTING_KEYS.logo]: logo } });
  } catch (error) {
    await deps.storage.delete(file.key).catch(() => undefined);
    throw error;
  }
  await deleteQuietly(deps, replaced.previous);
  return getSettings(admin, replaced.company, deps.uploadMaxBytes);
}

/** Admins: no logo at all (an uploaded one or a static file); the site draws its fallback logo. */
export async function removeLogo(db: Database, deps: FileDeps, actor: Actor | null, tenant: CompanyRow): Promise<CompanySettings> {
  const admin = requirePermission(actor, 'settings:edit');
  const replaced = await replaceLogo(db, tenant.id, { columns: { logoUrl: null }, removeKeys: [SETTING_KEYS.logo] });
  await deleteQuietly(deps, replaced.previous);
  return getSettings(admin, replaced.company, deps.uploadMaxBytes);
}

interface Replaced {
  company: CompanyRow;
  previous: StoredLogo | null;
}

/** Under the company's row lock, so two changes at once each see (and later delete) the logo the other replaced. */
async function replaceLogo(db: Database, companyId: string, change: CompanyChange): Promise<Replaced> {
  return db.transaction(async (tx) => {
    const current = await lockCompany(tx, companyId);
    if (!current) throw new AppError('NOT_FOUND', 'Company not found.');
    const company = await updateCompany(tx, companyId, change);
    return { company: company ?? current, previous: storedLogo(current.settings) };
  });
}

/** An object left behind costs a little storage; failing the request for it would undo nothing. */
async function deleteQuietly(deps: FileDeps, logo: StoredLogo | null): Promise<void> {
  if (logo) await deps.storage.delete(logo.key).catch(() => undefined);
}

/** Anyone may see a company's logo: it is on its public site. */
export async function openLogo(deps: FileDeps, tenant: CompanyRow): Promise<{ logo: StoredLogo; body: Readable }> {
  const logo = storedLogo(tenant.settings);
  if (!logo) throw new AppError('NOT_FOUND', 'This company has no uploaded logo.');
  try {
    return { logo, body: await deps.storage.get(logo.key) };
  } catch (error) {
    if (error instanceof StoredObjectMissing) throw new AppError('NOT_FOUND', 'This company has no uploaded logo.');
    throw error;
  }
}
