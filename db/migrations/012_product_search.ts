import { type Kysely, sql } from "kysely";
import { isPostgres } from "./util";

/**
 * The storefront search index (docs/decisions/020): one entry per product over its name, SKU, category names
 * and description, kept current by triggers on products, product_categories and categories, so every write
 * (back office, seed, stock, tests, a SQL console) updates it. Published or not is checked when searching.
 *
 * SQLite: an FTS5 table `product_search` (rowid = product id; columns name, sku, categories, body) with the
 * unicode61 tokenizer folding case and diacritics. The description's HTML tags are stripped by the view
 * `product_search_source` (a recursive CTE; triggers may read views but not hold CTEs themselves).
 * PostgreSQL: a table `product_search` (product id, tsvector) with a GIN index; the vector holds every field
 * twice, with the `dutch` configuration (stemmed) and with `simple` (raw words, stop words kept, so a prefix
 * such as "de" still finds "deur"); the parser skips HTML tags itself. Weights: name and SKU A, categories B,
 * description C.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
async function upSqlite(db: Kysely<any>): Promise<void> {
  // The text between tags: '>' + description + '<' is cut at each '>'…'<' pair, the pieces joined by spaces.
  await sql`create view product_search_source as
    select p.id as id, p.name as name,
      p.sku || ' ' || replace(replace(replace(replace(p.sku, '-', ''), '.', ''), '/', ''), ' ', '') as sku,
      coalesce((select group_concat(c.name, ' ') from product_categories pc
        join categories c on c.id = pc.category_id where pc.product_id = p.id), '') as categories,
      replace(replace(replace(replace(replace(
        (with recursive s(rest, out) as (
          select '>' || p.description || '<', ''
          union all
          select substr(rest, instr(rest, '>') + 1 + instr(substr(rest, instr(rest, '>') + 1), '<')),
            out || ' ' || substr(rest, instr(rest, '>') + 1, instr(substr(rest, instr(rest, '>') + 1), '<') - 1)
          from s where instr(rest, '>') > 0)
        select out from s order by length(rest) limit 1),
      '&amp;', '&'), '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"') as body
    from products p`.execute(db);
  await sql`create virtual table product_search using fts5(
    name, sku, categories, body, tokenize = 'unicode61 remove_diacritics 2')`.execute(db);
  const refresh = (id: string) =>
    sql.raw(`
    delete from product_search where rowid = ${id};
    insert into product_search (rowid, name, sku, categories, body)
      select id, name, sku, categories, body from product_search_source where id = ${id};`);
  await sql`create trigger product_search_insert after insert on products begin
    ${refresh("new.id")} end`.execute(db);
  await sql`create trigger product_search_update after update of name, sku, description on products begin
    ${refresh("new.id")} end`.execute(db);
  await sql`create trigger product_search_delete after delete on products begin
    delete from product_search where rowid = old.id; end`.execute(db);
  await sql`create trigger product_search_link after insert on product_categories begin
    ${refresh("new.product_id")} end`.execute(db);
  await sql`create trigger product_search_unlink after delete on product_categories begin
    ${refresh("old.product_id")} end`.execute(db);
  await sql`create trigger product_search_category after update of name on categories begin
    delete from product_search where rowid in
      (select product_id from product_categories where category_id = new.id);
    insert into product_search (rowid, name, sku, categories, body)
      select id, name, sku, categories, body from product_search_source
      where id in (select product_id from product_categories where category_id = new.id); end`.execute(db);
  await sql`insert into product_search (rowid, name, sku, categories, body)
    select id, name, sku, categories, body from product_search_source`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`create table product_search (
    product_id integer primary key references products (id) on delete cascade,
    document tsvector not null)`.execute(db);
  await sql`create index product_search_document on product_search using gin (document)`.execute(db);
  await sql`create function product_search_refresh(pid integer) returns void language plpgsql as $$
    begin
      delete from product_search where product_id = pid;
      insert into product_search (product_id, document)
      select p.id,
        setweight(to_tsvector('dutch', p.name) || to_tsvector('simple', p.name), 'A')
        || setweight(to_tsvector('simple', regexp_replace(p.sku, '[^[:alnum:]]+', ' ', 'g') || ' '
          || regexp_replace(p.sku, '[^[:alnum:]]+', '', 'g')), 'A')
        || setweight(to_tsvector('dutch', cats.names) || to_tsvector('simple', cats.names), 'B')
        || setweight(to_tsvector('dutch', p.description) || to_tsvector('simple', p.description), 'C')
      from products p
      cross join lateral (
        select coalesce(string_agg(c.name, ' '), '') as names
        from product_categories pc join categories c on c.id = pc.category_id
        where pc.product_id = p.id) cats
      where p.id = pid;
    end $$`.execute(db);
  await sql`create function product_search_on_product() returns trigger language plpgsql as $$
    begin perform product_search_refresh(new.id); return null; end $$`.execute(db);
  await sql`create function product_search_on_link() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then perform product_search_refresh(old.product_id);
      else perform product_search_refresh(new.product_id); end if;
      return null;
    end $$`.execute(db);
  await sql`create function product_search_on_category() returns trigger language plpgsql as $$
    begin
      perform product_search_refresh(pc.product_id) from product_categories pc where pc.category_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger product_search_product after insert or update of name, sku, description on products
    for each row execute function product_search_on_product()`.execute(db);
  await sql`create trigger product_search_link after insert or delete on product_categories
    for each row execute function product_search_on_link()`.execute(db);
  await sql`create trigger product_search_category after update of name on categories
    for each row execute function product_search_on_category()`.execute(db);
  await sql`select product_search_refresh(id) from products`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger product_search_product on products`.execute(db);
    await sql`drop trigger product_search_link on product_categories`.execute(db);
    await sql`drop trigger product_search_category on categories`.execute(db);
    await sql`drop function product_search_on_product()`.execute(db);
    await sql`drop function product_search_on_link()`.execute(db);
    await sql`drop function product_search_on_category()`.execute(db);
    await sql`drop function product_search_refresh(integer)`.execute(db);
    await sql`drop table product_search`.execute(db);
    return;
  }
  for (const t of ["insert", "update", "delete", "link", "unlink", "category"]) {
    await sql.raw(`drop trigger product_search_${t}`).execute(db);
  }
  await sql`drop table product_search`.execute(db);
  await sql`drop view product_search_source`.execute(db);
}
