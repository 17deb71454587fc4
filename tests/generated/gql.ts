/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query TestFooter { footer { mainTitle links { subtitle slug } } }": typeof types.TestFooterDocument,
    "query TestFooterSlugs { footer { links { slug } } }": typeof types.TestFooterSlugsDocument,
    "query TestFooterPage($slug: String!) { footerPage(slug: $slug) { subtitle slug body } }": typeof types.TestFooterPageDocument,
    "query TestFooterPageSlug($slug: String!) { footerPage(slug: $slug) { slug } }": typeof types.TestFooterPageSlugDocument,
    "query TestAboutUs { aboutUs { title fileName subSections { heading paragraph } } }": typeof types.TestAboutUsDocument,
    "query TestFaq { faq { heading questions { question answer } } }": typeof types.TestFaqDocument,
    "query TestActiveBanners { activeBanners { title status } }": typeof types.TestActiveBannersDocument,
    "query TestLatestDeals { latestDeals { title linkType linkSlug href } }": typeof types.TestLatestDealsDocument,
    "query TestStoreCollections { storeCollections { name slug view } }": typeof types.TestStoreCollectionsDocument,
    "query TestBranchContent { footer { mainTitle } aboutUs { title } faq { heading } activeBanners { title } latestDeals { title } storeCollections { name } }": typeof types.TestBranchContentDocument,
    "query TestBranchFooterPage { footerPage(slug: \"return-refunds\") { slug } }": typeof types.TestBranchFooterPageDocument,
    "query TestSeededContent { footer { mainTitle links { subtitle slug } } aboutUs { title subSections { heading } } faq { heading questions { question } } activeBanners { title } storeCollections { slug view } }": typeof types.TestSeededContentDocument,
    "query TestSeededFooterPage($slug: String!) { footerPage(slug: $slug) { subtitle } }": typeof types.TestSeededFooterPageDocument,
    "query TestCreatedOrder($id: Int!, $token: String) { order(id: $id, accessToken: $token) { id orderNumber total } }": typeof types.TestCreatedOrderDocument,
    "query TestShippingOptions($w: Int!, $s: Float!) { shippingOptions(weightGrams: $w, subtotal: $s) { method name delivery price free } }": typeof types.TestShippingOptionsDocument,
    "query TestOrderInputFields { line: __type(name: \"CreateOrderLineInput\") { inputFields { name } } order: __type(name: \"CreateOrderInput\") { inputFields { name } } }": typeof types.TestOrderInputFieldsDocument,
    "query TestMyOrderIds { myOrders { items { id } } }": typeof types.TestMyOrderIdsDocument,
    "query TestOrders($options: OrderListOptions) { orders(options: $options) { totalItems items { id orderNumber email customerName status total } } }": typeof types.TestOrdersDocument,
    "query TestOrder($id: Int!, $token: String) { order(id: $id, accessToken: $token) {\n  id orderNumber status subtotal shipping discount total lines { productId productName productCode quantity unitPrice lineTotal } } }": typeof types.TestOrderDocument,
    "query TestMyOrders($options: ListOptions) { myOrders(options: $options) { totalItems items { id orderNumber } } }": typeof types.TestMyOrdersDocument,
    "query TestBatchOrderLines { orders(options: { search: \"batch-\", take: 5 }) { items { orderNumber lines { quantity } } } }": typeof types.TestBatchOrderLinesDocument,
};
const documents: Documents = {
    "query TestFooter { footer { mainTitle links { subtitle slug } } }": types.TestFooterDocument,
    "query TestFooterSlugs { footer { links { slug } } }": types.TestFooterSlugsDocument,
    "query TestFooterPage($slug: String!) { footerPage(slug: $slug) { subtitle slug body } }": types.TestFooterPageDocument,
    "query TestFooterPageSlug($slug: String!) { footerPage(slug: $slug) { slug } }": types.TestFooterPageSlugDocument,
    "query TestAboutUs { aboutUs { title fileName subSections { heading paragraph } } }": types.TestAboutUsDocument,
    "query TestFaq { faq { heading questions { question answer } } }": types.TestFaqDocument,
    "query TestActiveBanners { activeBanners { title status } }": types.TestActiveBannersDocument,
    "query TestLatestDeals { latestDeals { title linkType linkSlug href } }": types.TestLatestDealsDocument,
    "query TestStoreCollections { storeCollections { name slug view } }": types.TestStoreCollectionsDocument,
    "query TestBranchContent { footer { mainTitle } aboutUs { title } faq { heading } activeBanners { title } latestDeals { title } storeCollections { name } }": types.TestBranchContentDocument,
    "query TestBranchFooterPage { footerPage(slug: \"return-refunds\") { slug } }": types.TestBranchFooterPageDocument,
    "query TestSeededContent { footer { mainTitle links { subtitle slug } } aboutUs { title subSections { heading } } faq { heading questions { question } } activeBanners { title } storeCollections { slug view } }": types.TestSeededContentDocument,
    "query TestSeededFooterPage($slug: String!) { footerPage(slug: $slug) { subtitle } }": types.TestSeededFooterPageDocument,
    "query TestCreatedOrder($id: Int!, $token: String) { order(id: $id, accessToken: $token) { id orderNumber total } }": types.TestCreatedOrderDocument,
    "query TestShippingOptions($w: Int!, $s: Float!) { shippingOptions(weightGrams: $w, subtotal: $s) { method name delivery price free } }": types.TestShippingOptionsDocument,
    "query TestOrderInputFields { line: __type(name: \"CreateOrderLineInput\") { inputFields { name } } order: __type(name: \"CreateOrderInput\") { inputFields { name } } }": types.TestOrderInputFieldsDocument,
    "query TestMyOrderIds { myOrders { items { id } } }": types.TestMyOrderIdsDocument,
    "query TestOrders($options: OrderListOptions) { orders(options: $options) { totalItems items { id orderNumber email customerName status total } } }": types.TestOrdersDocument,
    "query TestOrder($id: Int!, $token: String) { order(id: $id, accessToken: $token) {\n  id orderNumber status subtotal shipping discount total lines { productId productName productCode quantity unitPrice lineTotal } } }": types.TestOrderDocument,
    "query TestMyOrders($options: ListOptions) { myOrders(options: $options) { totalItems items { id orderNumber } } }": types.TestMyOrdersDocument,
    "query TestBatchOrderLines { orders(options: { search: \"batch-\", take: 5 }) { items { orderNumber lines { quantity } } } }": types.TestBatchOrderLinesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestFooter { footer { mainTitle links { subtitle slug } } }"): (typeof documents)["query TestFooter { footer { mainTitle links { subtitle slug } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestFooterSlugs { footer { links { slug } } }"): (typeof documents)["query TestFooterSlugs { footer { links { slug } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestFooterPage($slug: String!) { footerPage(slug: $slug) { subtitle slug body } }"): (typeof documents)["query TestFooterPage($slug: String!) { footerPage(slug: $slug) { subtitle slug body } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestFooterPageSlug($slug: String!) { footerPage(slug: $slug) { slug } }"): (typeof documents)["query TestFooterPageSlug($slug: String!) { footerPage(slug: $slug) { slug } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestAboutUs { aboutUs { title fileName subSections { heading paragraph } } }"): (typeof documents)["query TestAboutUs { aboutUs { title fileName subSections { heading paragraph } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestFaq { faq { heading questions { question answer } } }"): (typeof documents)["query TestFaq { faq { heading questions { question answer } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestActiveBanners { activeBanners { title status } }"): (typeof documents)["query TestActiveBanners { activeBanners { title status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestLatestDeals { latestDeals { title linkType linkSlug href } }"): (typeof documents)["query TestLatestDeals { latestDeals { title linkType linkSlug href } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestStoreCollections { storeCollections { name slug view } }"): (typeof documents)["query TestStoreCollections { storeCollections { name slug view } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestBranchContent { footer { mainTitle } aboutUs { title } faq { heading } activeBanners { title } latestDeals { title } storeCollections { name } }"): (typeof documents)["query TestBranchContent { footer { mainTitle } aboutUs { title } faq { heading } activeBanners { title } latestDeals { title } storeCollections { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestBranchFooterPage { footerPage(slug: \"return-refunds\") { slug } }"): (typeof documents)["query TestBranchFooterPage { footerPage(slug: \"return-refunds\") { slug } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestSeededContent { footer { mainTitle links { subtitle slug } } aboutUs { title subSections { heading } } faq { heading questions { question } } activeBanners { title } storeCollections { slug view } }"): (typeof documents)["query TestSeededContent { footer { mainTitle links { subtitle slug } } aboutUs { title subSections { heading } } faq { heading questions { question } } activeBanners { title } storeCollections { slug view } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestSeededFooterPage($slug: String!) { footerPage(slug: $slug) { subtitle } }"): (typeof documents)["query TestSeededFooterPage($slug: String!) { footerPage(slug: $slug) { subtitle } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestCreatedOrder($id: Int!, $token: String) { order(id: $id, accessToken: $token) { id orderNumber total } }"): (typeof documents)["query TestCreatedOrder($id: Int!, $token: String) { order(id: $id, accessToken: $token) { id orderNumber total } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestShippingOptions($w: Int!, $s: Float!) { shippingOptions(weightGrams: $w, subtotal: $s) { method name delivery price free } }"): (typeof documents)["query TestShippingOptions($w: Int!, $s: Float!) { shippingOptions(weightGrams: $w, subtotal: $s) { method name delivery price free } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestOrderInputFields { line: __type(name: \"CreateOrderLineInput\") { inputFields { name } } order: __type(name: \"CreateOrderInput\") { inputFields { name } } }"): (typeof documents)["query TestOrderInputFields { line: __type(name: \"CreateOrderLineInput\") { inputFields { name } } order: __type(name: \"CreateOrderInput\") { inputFields { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestMyOrderIds { myOrders { items { id } } }"): (typeof documents)["query TestMyOrderIds { myOrders { items { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestOrders($options: OrderListOptions) { orders(options: $options) { totalItems items { id orderNumber email customerName status total } } }"): (typeof documents)["query TestOrders($options: OrderListOptions) { orders(options: $options) { totalItems items { id orderNumber email customerName status total } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestOrder($id: Int!, $token: String) { order(id: $id, accessToken: $token) {\n  id orderNumber status subtotal shipping discount total lines { productId productName productCode quantity unitPrice lineTotal } } }"): (typeof documents)["query TestOrder($id: Int!, $token: String) { order(id: $id, accessToken: $token) {\n  id orderNumber status subtotal shipping discount total lines { productId productName productCode quantity unitPrice lineTotal } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestMyOrders($options: ListOptions) { myOrders(options: $options) { totalItems items { id orderNumber } } }"): (typeof documents)["query TestMyOrders($options: ListOptions) { myOrders(options: $options) { totalItems items { id orderNumber } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestBatchOrderLines { orders(options: { search: \"batch-\", take: 5 }) { items { orderNumber lines { quantity } } } }"): (typeof documents)["query TestBatchOrderLines { orders(options: { search: \"batch-\", take: 5 }) { items { orderNumber lines { quantity } } } }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;