import { boolean, foreignKey, index, integer, jsonb, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { CONFIGURATOR_GROUPS, OPTION_PRICINGS } from '../../../shared/constants/site';
import { users } from './auth';
import { companies } from './companies';
import { storedFiles } from './files';
import { productTypeEnum } from './projects';

/** The public site's words for one company (products, services, FAQs, reviews…), validated by zSiteContent. */
export const siteContent = pgTable(
  'site_content',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // ON DELETE SET NULL ("updated_by") in the database (migration 0031): only updated_by is cleared, never company_id.
    foreignKey({ name: 'site_content_updated_by_users_id_fk', columns: [t.companyId, t.updatedBy], foreignColumns: [users.companyId, users.id] }).onDelete('set null'),
  ],
);

export const configuratorGroupEnum = pgEnum('configurator_group', CONFIGURATOR_GROUPS);
export const optionPricingEnum = pgEnum('option_pricing', OPTION_PRICINGS);

/**
 * One choice in the configurator and its price, per company. A product type carries the base
 * price and its price per m²; a size its width and depth (in attributes); the rest add a fixed
 * price or a price per m² of floor.
 */
export const configuratorOptions = pgTable(
  'configurator_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    group: configuratorGroupEnum('group').notNull(),
    /** Stable within the group, so a saved configuration still reads after a relabel. */
    code: text('code').notNull(),
    label: text('label').notNull(),
    description: text('description'),
    pricePence: integer('price_pence').notNull().default(0),
    pricing: optionPricingEnum('pricing').notNull().default('fixed'),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    available: boolean('available').notNull().default(true),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('configurator_options_code_unique').on(t.companyId, t.group, t.code), index('configurator_options_company_idx').on(t.companyId, t.group, t.position)],
);

/** A photo in the public gallery, with the sizes made from it on upload. */
export const galleryItems = pgTable(
  'gallery_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').notNull(),
    /** [{ width, height, fileId, mimeType }], smallest first. */
    variants: jsonb('variants').$type<{ width: number; height: number; fileId: string; mimeType: string }[]>().notNull().default([]),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    caption: text('caption').notNull().default(''),
    category: productTypeEnum('category').notNull(),
    position: integer('position').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(false),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gallery_items_company_idx').on(t.companyId, t.isPublished, t.position),
    foreignKey({ name: 'gallery_items_file_id_stored_files_id_fk', columns: [t.companyId, t.fileId], foreignColumns: [storedFiles.companyId, storedFiles.id] }),
    // ON DELETE SET NULL ("created_by") in the database (migration 0031): only created_by is cleared, never company_id.
    foreignKey({ name: 'gallery_items_created_by_users_id_fk', columns: [t.companyId, t.createdBy], foreignColumns: [users.companyId, users.id] }).onDelete('set null'),
  ],
);
