import { ORDER_TOKEN_HEADER } from '../common/auth';
import { idParam } from './legacy-input';
import type { LegacyRoute } from './route';

const BANNER =
  'BannerID: id BannerTitle: title BannerDescription: description BannerImage: fileName FileName: fileName Height: imageHeight Width: imageWidth IsActive: isActive status LinkUrl: linkUrl';
const COLLECTION =
  'CollectionListID: id CollectionListName: name CollectionListSlug: slug CollectionListFileName: fileName CollectionListVeiw: view';

/** Storefront content rows: banners, collections, footer, About Us, FAQ (public), and the order rows. */
export const contentRoutes: LegacyRoute[] = [
  {
    method: 'GET',
    path: '/get/banners',
    access: 'public',
    summary: 'Active home-page banners, in carousel order',
    document: `query LegacyBanners { activeBanners { ${BANNER} } }`,
    pick: (d) => d.activeBanners,
    query: ['BranchCode'],
    fallback: 'Failed to fetch user banner',
  },
  {
    method: 'GET',
    path: '/get/collections',
    access: 'public',
    summary: "Collections whose CollectionListVeiw contains 'yes'",
    document: `query LegacyCollections { storeCollections { ${COLLECTION} } }`,
    pick: (d) => d.storeCollections,
    query: ['BranchCode'],
    fallback: 'Something went wrong',
  },
  {
    method: 'GET',
    path: '/get/footer',
    access: 'public',
    summary: 'Footer groups with their links',
    document:
      'query LegacyFooter { footer { FooterMainTitle: mainTitle Subtitles: links { FooterSubtitle: subtitle FooterSubtitleSlug: slug } } }',
    pick: (d) => d.footer,
    query: ['BranchCode'],
    fallback: 'Failed to fetch footer',
  },
  {
    method: 'GET',
    path: '/get/aboutus',
    access: 'public',
    summary: 'About Us sections with their sub-sections',
    key: 'aboutUs',
    document:
      'query LegacyAboutUs { aboutUs { AboutTitle: title AboutImage: fileName SubSections: subSections { Heading: heading Paragraph: paragraph } } }',
    pick: (d) => d.aboutUs,
    query: ['BranchCode'],
    fallback: 'Failed to fetch About Us',
  },
  {
    method: 'GET',
    path: '/get/faq',
    access: 'public',
    summary: 'FAQ groups with their questions',
    document: 'query LegacyFaq { faq { FaqID: id Heading: heading Questions: questions { Question: question Answer: answer } } }',
    pick: (d) => d.faq,
    query: ['BranchCode'],
    fallback: 'Failed to fetch FAQ',
  },
];

const ORDER = `OrderID: id id OrderNumber: orderNumber Status: status CustomerName: customerName Email: email Phone: phone
  AddressLine1: addressLine1 AddressLine2: addressLine2 City: city Postcode: postcode ShippingMethod: shippingMethod
  Subtotal: subtotal Shipping: shipping Discount: discount Total: total CreatedAt: createdAt
  Lines: lines { ProductID: productId ProductName: productName ProductCode: productCode Quantity: quantity UnitPrice: unitPrice LineTotal: lineTotal }`;

const LINE_NAMES: Record<string, string> = { ProductID: 'productId', ProductCode: 'productCode', Quantity: 'quantity' };
const ORDER_NAMES: Record<string, string> = {
  CustomerName: 'customerName',
  Email: 'email',
  Phone: 'phone',
  AddressLine1: 'addressLine1',
  AddressLine2: 'addressLine2',
  City: 'city',
  Postcode: 'postcode',
  ShippingMethod: 'shippingMethod',
  UserID: 'userId',
  DiscountCode: 'discountCode',
};

/** A legacy order body (PascalCase, Lines of ProductID/ProductCode + Quantity) as CreateOrderInput; prices are never read. */
function orderInput(body: Record<string, unknown> | undefined) {
  const source = body ?? {};
  const input: Record<string, unknown> = {};
  for (const [legacy, field] of Object.entries(ORDER_NAMES)) {
    const value = source[legacy] ?? source[field];
    if (value !== undefined && value !== null) input[field] = field === 'userId' ? Number(value) : String(value);
  }
  const lines = source.Lines ?? source.lines;
  if (!Array.isArray(lines)) throw new Error('Lines must be a list of { ProductID or ProductCode, Quantity }');
  input.lines = lines.map((line: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (const [legacy, field] of Object.entries(LINE_NAMES)) {
      const value = line?.[legacy] ?? line?.[field];
      if (value !== undefined && value !== null) out[field] = field === 'productCode' ? String(value) : Number(value);
    }
    return out;
  });
  return input;
}

export const orderRoutes: LegacyRoute[] = [
  {
    method: 'POST',
    path: '/orders',
    access: 'staff',
    summary: 'Add an order; the server prices it (lines, shipping, discount code) and takes the stock',
    document: `mutation LegacyCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { accessToken order { ${ORDER} } } }`,
    variables: (req) => ({ input: orderInput(req.body) }),
    pick: (d) => ({ ...d.createOrder.order, AccessToken: d.createOrder.accessToken }),
    message: 'Order added successfully',
    body: [
      'CustomerName',
      'Email',
      'Phone',
      'AddressLine1',
      'AddressLine2',
      'City',
      'Postcode',
      'ShippingMethod',
      'UserID',
      'DiscountCode',
      'Lines',
    ],
    fallback: 'Failed to add order',
  },
  {
    method: 'GET',
    path: '/admin/get/order',
    access: 'staff',
    summary: 'All orders of the branch, newest first',
    document: `query LegacyOrders($options: OrderListOptions) { orders(options: $options) { items { ${ORDER} } } }`,
    variables: (req) => ({
      options: {
        take: 100,
        skip: 0,
        ...(typeof req.query.search === 'string' && req.query.search.trim() ? { search: req.query.search } : {}),
        ...(typeof req.query.Status === 'string' && req.query.Status ? { status: req.query.Status } : {}),
      },
    }),
    pick: (d) => d.orders.items,
    allPages: true,
    query: ['BranchCode', 'search', 'Status'],
    fallback: 'Failed to fetch order',
  },
  {
    method: 'GET',
    path: '/orders/:id',
    access: 'public',
    summary: `One order: its owner's bearer token, staff, or the guest's AccessToken from the confirmation in the ${ORDER_TOKEN_HEADER} header`,
    document: `query LegacyOrder($id: Int!, $accessToken: String) { order(id: $id, accessToken: $accessToken) { ${ORDER} } }`,
    variables: (req) => {
      // A token in the URL would end up in proxies' and browsers' histories: refuse it rather than use it.
      if (req.query.accessToken !== undefined)
        throw new Error(`Send the order's access token in the ${ORDER_TOKEN_HEADER} header, not in the URL`);
      return { id: idParam(req), accessToken: req.header(ORDER_TOKEN_HEADER) || null };
    },
    pick: (d) => d.order,
    query: ['BranchCode'],
    fallback: 'Failed to fetch order',
  },
  {
    method: 'PUT',
    path: '/orders/:id',
    access: 'staff',
    summary:
      "Move an order to another status (body: Status, Note; dispatching needs the carrier's TrackingNumber, and may name the Carrier)",
    document: `mutation LegacyUpdateOrder($id: Int!, $status: String!, $note: String, $trackingNumber: String, $carrier: String) { updateOrderStatus(id: $id, status: $status, note: $note, trackingNumber: $trackingNumber, carrier: $carrier) { ${ORDER} } }`,
    variables: (req) => {
      const status = req.body?.Status ?? req.body?.status;
      if (typeof status !== 'string' || !status.trim()) throw new Error('Status is required');
      const text = (legacy: string, field: string) => {
        const value = req.body?.[legacy] ?? req.body?.[field];
        return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
      };
      return {
        id: idParam(req),
        status: status.trim().toLowerCase(),
        note: text('Note', 'note'),
        trackingNumber: text('TrackingNumber', 'trackingNumber'),
        carrier: text('Carrier', 'carrier'),
      };
    },
    pick: (d) => d.updateOrderStatus,
    message: 'Order updated successfully',
    body: ['Status', 'Note', 'TrackingNumber', 'Carrier'],
    fallback: 'Failed to update order',
  },
  {
    method: 'DELETE',
    path: '/orders/:id',
    access: 'staff',
    summary:
      'Delete an order cancelled before it was paid; any other order is a business record and answers 409 (cancel or refund it instead)',
    document: `mutation LegacyDeleteOrder($id: Int!) { deleteOrder(id: $id) { ${ORDER} } }`,
    variables: (req) => ({ id: idParam(req) }),
    pick: (d) => d.deleteOrder,
    message: 'Order deleted successfully',
    fallback: 'Failed to delete order',
  },
];
