import badge from './badge.module.css';
import iconButton from './icon-button.module.css';
import card from './card.module.css';
import empty from './empty-state.module.css';
import field from './field.module.css';
import fieldLayout from './field-layout.module.css';
import layout from './layout.module.css';
import pageHeader from './page-header.module.css';
import record from './record-list.module.css';
import table from './table.module.css';
import text from './text.module.css';

/**
 * The kit's class names for markup a page places by hand: a filter's <select>, a table built
 * in place, a definition list of facts. Each is the same class the kit's components use
 * (Field, Panel, PageHeader, EmptyState, Table …), so hand-placed markup looks like theirs.
 * Prefer the components; reach for these where a component would only wrap one element.
 */
export const ui = {
  pageHeader: pageHeader.header!,
  title: pageHeader.title!,
  subtitle: text.meta!,
  headerActions: pageHeader.actions!,
  panel: card.panel!,
  panelTitle: card.title!,
  stack: layout.stack!,
  fieldGrid: fieldLayout.fieldGrid!,
  fieldWide: fieldLayout.fieldWide!,
  field: field.field!,
  label: field.label!,
  required: field.required!,
  input: field.input!,
  select: `${field.input} ${field.select}`,
  textarea: `${field.input} ${field.textarea}`,
  hint: field.hint!,
  error: field.error!,
  checkbox: fieldLayout.inlineCheck!,
  badge: badge.badge!,
  tag: badge.tag!,
  tagNew: badge.tagNew!,
  tagSale: badge.tagSale!,
  tagLimited: badge.tagLimited!,
  tagOut: badge.tagOut!,
  /** A list of records as panels (record-list.module.css); the row's columns are the feature's --record-columns. */
  recordList: record.list!,
  record: `${card.panel} ${record.row}`,
  recordCell: record.cell!,
  recordTitle: record.title!,
  table: table.table!,
  num: table.num!,
  empty: empty.empty!,
  emptyTitle: empty.title!,
  iconButton: iconButton.iconButton!,
  dl: text.dl!,
  mono: text.mono!,
  link: text.link!,
  cardHeading: text.cardHeading!,
  meta: text.meta!,
  caption: text.caption!,
  caps: text.caps!,
  iconHeading: text.iconHeading!,
  amounts: text.amounts!,
  amountsTotal: text.amountsTotal!,
  eyebrow: text.eyebrow!,
  linkButton: text.linkButton!,
  countBubble: text.countBubble!,
  backLink: text.backLink!,
  cluster: layout.cluster!,
  grid: layout.grid!,
  /** An order status's colour: `ui.status('shipped')`. */
  status: (status: string) => badge[`status-${status}`] ?? '',
} as const;
