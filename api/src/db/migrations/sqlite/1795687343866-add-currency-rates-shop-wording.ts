import { MigrationInterface, QueryRunner } from 'typeorm';

// Written by hand: the seeded titles in the shop's words. (On SQLite the rate columns come with the later
// add-order-line-refunds-carrier-currency-rates migration, generated after the branches that each rebuilt shop_settings met.)
export class AddCurrencyRatesShopWording1795687343866 implements MigrationInterface {
  name = 'AddCurrencyRatesShopWording1795687343866';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Hand-added: the demo seed's titles in the shop's own words (docs/design.md), on a database seeded before; a title staff
    // have changed is left alone. The pages keep their legacy paths (api/src/modules/content/footer/footer-paths.ts).
    await queryRunner.query(`UPDATE "footer_links" SET "subtitle" = 'Returns & Refunds' WHERE "slug" = 'return-refunds' AND "subtitle" = 'Return & Refunds'`);
    await queryRunner.query(`UPDATE "footer_links" SET "subtitle" = 'Terms of Service' WHERE "slug" = 'terms-of-services' AND "subtitle" = 'Terms Of Services'`);
    await queryRunner.query(`UPDATE "footer_links" SET "subtitle" = 'FAQs' WHERE "slug" = 'faq' AND "subtitle" = 'Faq'`);
    await queryRunner.query(`UPDATE "collections" SET "name" = 'Dressmaker European Hair Extensions' WHERE "slug" = 'dressmaker-european-hair-extensions' AND "name" = 'Dressmaker European Hair Extention'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Hand-added: the demo seed's earlier titles back.
    await queryRunner.query(`UPDATE "footer_links" SET "subtitle" = 'Return & Refunds' WHERE "slug" = 'return-refunds' AND "subtitle" = 'Returns & Refunds'`);
    await queryRunner.query(`UPDATE "footer_links" SET "subtitle" = 'Terms Of Services' WHERE "slug" = 'terms-of-services' AND "subtitle" = 'Terms of Service'`);
    await queryRunner.query(`UPDATE "footer_links" SET "subtitle" = 'Faq' WHERE "slug" = 'faq' AND "subtitle" = 'FAQs'`);
    await queryRunner.query(`UPDATE "collections" SET "name" = 'Dressmaker European Hair Extention' WHERE "slug" = 'dressmaker-european-hair-extensions' AND "name" = 'Dressmaker European Hair Extensions'`);
  }
}
