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
    "\n  fragment AddressesFields on SavedAddress {\n    id\n    userId\n    label\n    fullName\n    phone\n    addressLine1\n    addressLine2\n    city\n    postcode\n    isDefault\n  }\n": typeof types.AddressesFieldsFragmentDoc,
    "\n  query AddressesMine {\n    myAddresses {\n      ...AddressesFields\n    }\n  }\n": typeof types.AddressesMineDocument,
    "\n  mutation AddressesCreate($input: SavedAddressInput!) {\n    createMyAddress(input: $input) {\n      ...AddressesFields\n    }\n  }\n": typeof types.AddressesCreateDocument,
    "\n  mutation AddressesUpdate($id: Int!, $input: SavedAddressInput!) {\n    updateMyAddress(id: $id, input: $input) {\n      ...AddressesFields\n    }\n  }\n": typeof types.AddressesUpdateDocument,
    "\n  mutation AddressesDelete($id: Int!) {\n    deleteMyAddress(id: $id) {\n      ...AddressesFields\n    }\n  }\n": typeof types.AddressesDeleteDocument,
    "\n  mutation AddressesSetDefault($id: Int!) {\n    setDefaultAddress(id: $id) {\n      ...AddressesFields\n    }\n  }\n": typeof types.AddressesSetDefaultDocument,
    "\n  mutation ForgotPasswordNoEnumeration($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": typeof types.ForgotPasswordNoEnumerationDocument,
    "\n  mutation LoginLimitsLogin($name: String!, $password: String!) {\n    login(name: $name, password: $password) {\n      token\n      user {\n        id\n        name\n        email\n        role\n        contactNo1\n        contactNo2\n        city\n        address\n        image\n        isActive\n        branchCode\n      }\n    }\n  }\n": typeof types.LoginLimitsLoginDocument,
    "\n  mutation LoginLimitsChangePassword($c: String!, $n: String!, $k: String!) {\n    changePassword(currentPassword: $c, newPassword: $n, confirmPassword: $k) {\n      message\n    }\n  }\n": typeof types.LoginLimitsChangePasswordDocument,
    "\n  query TestMyData {\n    myData {\n      fileName\n      json\n    }\n  }\n": typeof types.TestMyDataDocument,
    "\n  mutation TestDeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password) {\n      message\n    }\n  }\n": typeof types.TestDeleteMyAccountDocument,
    "\n  mutation TestCreateMyAddress($input: SavedAddressInput!) {\n    createMyAddress(input: $input) {\n      id\n    }\n  }\n": typeof types.TestCreateMyAddressDocument,
    "\n  query TestPrivacyMe {\n    me {\n      id\n    }\n  }\n": typeof types.TestPrivacyMeDocument,
    "\n  query TestGuestOrderName($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      customerName\n    }\n  }\n": typeof types.TestGuestOrderNameDocument,
    "\n  query TestAnonymisedOrder($id: Int!) {\n    order(id: $id) {\n      id\n      userId\n      customerName\n      email\n      phone\n      addressLine1\n      addressLine2\n      city\n      postcode\n      lines {\n        productName\n        quantity\n      }\n    }\n  }\n": typeof types.TestAnonymisedOrderDocument,
    "\n  fragment ProfileUserFields on User {\n    id\n    name\n    email\n    role\n    contactNo1\n    contactNo2\n    city\n    address\n    image\n    isActive\n    branchCode\n  }\n": typeof types.ProfileUserFieldsFragmentDoc,
    "\n  query ProfileMe {\n    me {\n      ...ProfileUserFields\n    }\n  }\n": typeof types.ProfileMeDocument,
    "\n  query ProfileMeWithDates {\n    me {\n      ...ProfileUserFields\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.ProfileMeWithDatesDocument,
    "\n  mutation ProfileUpdate($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileUserFields\n    }\n  }\n": typeof types.ProfileUpdateDocument,
    "\n  mutation ProfileChangePassword($c: String!, $n: String!, $k: String!) {\n    changePassword(currentPassword: $c, newPassword: $n, confirmPassword: $k) {\n      message\n    }\n  }\n": typeof types.ProfileChangePasswordDocument,
    "\n  mutation ProfileForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": typeof types.ProfileForgotPasswordDocument,
    "\n  mutation ProfileResetPassword($token: String!, $n: String!, $k: String!) {\n    resetPassword(token: $token, newPassword: $n, confirmPassword: $k) {\n      message\n    }\n  }\n": typeof types.ProfileResetPasswordDocument,
    "\n  fragment RegisterLoginUserFields on User {\n    id\n    name\n    email\n    role\n    contactNo1\n    contactNo2\n    city\n    address\n    image\n    isActive\n    branchCode\n  }\n": typeof types.RegisterLoginUserFieldsFragmentDoc,
    "\n  mutation RegisterLoginRegister($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        ...RegisterLoginUserFields\n      }\n    }\n  }\n": typeof types.RegisterLoginRegisterDocument,
    "\n  mutation RegisterLoginLogin($name: String!, $password: String!) {\n    login(name: $name, password: $password) {\n      token\n      user {\n        ...RegisterLoginUserFields\n      }\n    }\n  }\n": typeof types.RegisterLoginLoginDocument,
    "\n  query RegisterLoginMe {\n    me {\n      ...RegisterLoginUserFields\n    }\n  }\n": typeof types.RegisterLoginMeDocument,
    "\n  query RegisterLoginUsers {\n    users {\n      totalItems\n      items {\n        email\n      }\n    }\n  }\n": typeof types.RegisterLoginUsersDocument,
    "\n  query RegisterLoginUserCount {\n    users {\n      totalItems\n    }\n  }\n": typeof types.RegisterLoginUserCountDocument,
    "\n  query RegisterLoginUserTypeFields {\n    __type(name: \"User\") {\n      fields {\n        name\n      }\n    }\n  }\n": typeof types.RegisterLoginUserTypeFieldsDocument,
    "\n  query TestTokensMe {\n    me {\n      id\n      email\n    }\n  }\n": typeof types.TestTokensMeDocument,
    "\n  mutation TestTokensChangePassword($c: String!, $n: String!, $k: String!) {\n    changePassword(currentPassword: $c, newPassword: $n, confirmPassword: $k) {\n      message\n      token\n    }\n  }\n": typeof types.TestTokensChangePasswordDocument,
    "\n  mutation TestTokensForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": typeof types.TestTokensForgotPasswordDocument,
    "\n  mutation TestTokensResetPassword($token: String!, $n: String!, $k: String!) {\n    resetPassword(token: $token, newPassword: $n, confirmPassword: $k) {\n      message\n    }\n  }\n": typeof types.TestTokensResetPasswordDocument,
    "\n  mutation TestTokensSetRole($id: Int!, $role: Role!) {\n    updateUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": typeof types.TestTokensSetRoleDocument,
    "\n  mutation TestLogout {\n    logout\n  }\n": typeof types.TestLogoutDocument,
    "\n  query TestAuditEntries($f: AuditEntryFilter, $p: AuditPage) {\n    auditEntries(filter: $f, page: $p) {\n      totalItems\n      items {\n        id\n        userEmail\n        operation\n        dataSet\n        recordId\n        action\n        changes {\n          field\n          before\n          after\n          hidden\n        }\n      }\n    }\n  }\n": typeof types.TestAuditEntriesDocument,
    "\n  query TestAuditEntriesCsv($f: AuditEntryFilter) {\n    auditEntriesCsv(filter: $f) {\n      csv\n      rowCount\n      totalItems\n      truncated\n    }\n  }\n": typeof types.TestAuditEntriesCsvDocument,
    "\n  query TestAuditDataSets {\n    auditDataSets\n  }\n": typeof types.TestAuditDataSetsDocument,
    "\n  mutation ConfirmationMailPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      orderPath\n      order {\n        id\n        orderNumber\n        total\n        vat\n      }\n    }\n  }\n": typeof types.ConfirmationMailPlaceOrderDocument,
    "\n  mutation TestPlaceOrderAction($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      replayed\n      order {\n        id\n        orderNumber\n        status\n      }\n    }\n  }\n": typeof types.TestPlaceOrderActionDocument,
    "\n  mutation TestCancelMyOrder($id: Int!, $token: String) {\n    cancelMyOrder(id: $id, accessToken: $token) {\n      id\n      status\n    }\n  }\n": typeof types.TestCancelMyOrderDocument,
    "\n  mutation TestRequestReturn($id: Int!, $reason: String!, $token: String) {\n    requestReturn(id: $id, reason: $reason, accessToken: $token) {\n      id\n      status\n    }\n  }\n": typeof types.TestRequestReturnDocument,
    "\n  mutation TestUpdateOrderStatus($id: Int!, $status: String!, $tracking: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking) {\n      id\n      status\n    }\n  }\n": typeof types.TestUpdateOrderStatusDocument,
    "\n  query TestOrderEvents($id: Int!) {\n    order(id: $id) {\n      events {\n        status\n        note\n        userName\n      }\n    }\n  }\n": typeof types.TestOrderEventsDocument,
    "\n  query TestOldShippingOptions {\n    shippingOptions(weightGrams: 500, subtotal: 20) {\n      method\n      price\n      free\n    }\n  }\n": typeof types.TestOldShippingOptionsDocument,
    "\n  mutation TestPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      orderPath\n      replayed\n      payment {\n        method\n        label\n        status\n        reference\n        amount\n        message\n        bankTransfer {\n          accountName\n          sortCode\n          accountNumber\n        }\n      }\n      order {\n        id\n        orderNumber\n        status\n        userId\n        email\n        customerName\n        postcode\n        shippingMethod\n        paymentMethod\n        subtotal\n        discount\n        shipping\n        total\n        vat\n        lines {\n          productId\n          quantity\n          unitPrice\n          lineTotal\n          vat\n        }\n      }\n    }\n  }\n": typeof types.TestPlaceOrderDocument,
    "\n  query TestPlacedOrder($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      orderNumber\n      total\n      vat\n      paymentInstructions {\n        reference\n        amount\n      }\n    }\n  }\n": typeof types.TestPlacedOrderDocument,
    "\n  query TestCheckoutOptions($lines: [CheckoutLineInput!]!, $code: String, $postcode: String) {\n    checkoutOptions(lines: $lines, discountCode: $code, postcode: $postcode) {\n      lines {\n        productId\n        name\n        code\n        slug\n        mainImage\n        quantity\n        unitPrice\n        originalPrice\n        lineTotal\n        available\n      }\n      subtotal\n      discount\n      discountCode\n      discountMessage\n      vat\n      weightGrams\n      postcode\n      refusal\n      options {\n        method\n        name\n        delivery\n        price\n        free\n        total\n        vat\n        dispatchDate\n        deliveryFrom\n        deliveryTo\n      }\n    }\n  }\n": typeof types.TestCheckoutOptionsDocument,
    "\n  mutation ContactSend($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      message\n    }\n  }\n": typeof types.ContactSendDocument,
    "\n  mutation ContactDelete($id: Int!) {\n    deleteContactMessage(id: $id) {\n      id\n    }\n  }\n": typeof types.ContactDeleteDocument,
    "\n  query ContactCount {\n    contactMessages {\n      totalItems\n    }\n  }\n": typeof types.ContactCountDocument,
    "\n  query ContactSearch($s: String) {\n    contactMessages(options: { search: $s }) {\n      items {\n        fullName\n      }\n    }\n  }\n": typeof types.ContactSearchDocument,
    "\n  mutation ContactSetHandled($id: Int!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n": typeof types.ContactSetHandledDocument,
    "\n  query ContactList($handled: Boolean) {\n    contactMessages(options: { handled: $handled, take: 100 }) {\n      totalItems\n      items {\n        id\n        handledAt\n      }\n    }\n  }\n": typeof types.ContactListDocument,
    "\n  query ContactNotifications {\n    staffNotifications {\n      entries {\n        kind\n        count\n      }\n    }\n  }\n": typeof types.ContactNotificationsDocument,
    "\n        query TestFooter {\n          footer {\n            mainTitle\n            links {\n              subtitle\n              slug\n            }\n          }\n        }\n      ": typeof types.TestFooterDocument,
    "\n          query TestFooterSlugs {\n            footer {\n              links {\n                slug\n              }\n            }\n          }\n        ": typeof types.TestFooterSlugsDocument,
    "\n        query TestFooterPage($slug: String!) {\n          footerPage(slug: $slug) {\n            subtitle\n            slug\n            body\n          }\n        }\n      ": typeof types.TestFooterPageDocument,
    "\n          query TestFooterPageSlug($slug: String!) {\n            footerPage(slug: $slug) {\n              slug\n            }\n          }\n        ": typeof types.TestFooterPageSlugDocument,
    "\n          query TestAboutUs {\n            aboutUs {\n              title\n              fileName\n              subSections {\n                heading\n                paragraph\n              }\n            }\n          }\n        ": typeof types.TestAboutUsDocument,
    "\n          query TestFaq {\n            faq {\n              heading\n              questions {\n                question\n                answer\n              }\n            }\n          }\n        ": typeof types.TestFaqDocument,
    "\n        query TestActiveBanners {\n          activeBanners {\n            title\n            status\n          }\n        }\n      ": typeof types.TestActiveBannersDocument,
    "\n        query TestLatestDeals {\n          latestDeals {\n            title\n            linkType\n            linkSlug\n            href\n          }\n        }\n      ": typeof types.TestLatestDealsDocument,
    "\n        query TestStoreCollections {\n          storeCollections {\n            name\n            slug\n            view\n          }\n        }\n      ": typeof types.TestStoreCollectionsDocument,
    "\n        query TestBranchContent {\n          footer {\n            mainTitle\n          }\n          aboutUs {\n            title\n          }\n          faq {\n            heading\n          }\n          activeBanners {\n            title\n          }\n          latestDeals {\n            title\n          }\n          storeCollections {\n            name\n          }\n        }\n      ": typeof types.TestBranchContentDocument,
    "\n        query TestBranchFooterPage {\n          footerPage(slug: \"return-refunds\") {\n            slug\n          }\n        }\n      ": typeof types.TestBranchFooterPageDocument,
    "\n        query TestSeededContent {\n          footer {\n            mainTitle\n            links {\n              subtitle\n              slug\n            }\n          }\n          aboutUs {\n            title\n            subSections {\n              heading\n            }\n          }\n          faq {\n            heading\n            questions {\n              question\n            }\n          }\n          activeBanners {\n            title\n          }\n          storeCollections {\n            slug\n            view\n          }\n        }\n      ": typeof types.TestSeededContentDocument,
    "\n        query TestSeededFooterPage($slug: String!) {\n          footerPage(slug: $slug) {\n            subtitle\n          }\n        }\n      ": typeof types.TestSeededFooterPageDocument,
    "\n  query Dashboard($days: Int) {\n    dashboard(days: $days) {\n      totalOrders\n      revenue\n      products\n      customers\n      salesByDay {\n        date\n        orders\n        revenue\n      }\n      recentOrders {\n        orderNumber\n        status\n        total\n      }\n      topSelling {\n        productId\n        name\n        code\n        quantity\n        revenue\n      }\n      lowStock {\n        name\n        stockQuantity\n      }\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  query DashboardThreeDays {\n    dashboard(days: 3) {\n      totalOrders\n      revenue\n      products\n      customers\n      salesByDay {\n        orders\n        revenue\n      }\n      recentOrders {\n        id\n      }\n      topSelling {\n        productId\n      }\n      lowStock {\n        id\n      }\n    }\n  }\n": typeof types.DashboardThreeDaysDocument,
    "\n  mutation DiscountLimitsPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        email\n        discount\n        total\n      }\n    }\n  }\n": typeof types.DiscountLimitsPlaceOrderDocument,
    "\n  query DiscountLimitsCheckoutOptions($lines: [CheckoutLineInput!]!, $code: String) {\n    checkoutOptions(lines: $lines, discountCode: $code) {\n      discount\n      discountCode\n      discountMessage\n      discountNote\n    }\n  }\n": typeof types.DiscountLimitsCheckoutOptionsDocument,
    "\n  mutation DiscountLimitsOrderStatus($id: Int!, $status: String!) {\n    updateOrderStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.DiscountLimitsOrderStatusDocument,
    "\n  mutation DiscountLimitsCreateCode($input: CreateDiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      code\n      firstOrderOnly\n      oncePerCustomer\n    }\n  }\n": typeof types.DiscountLimitsCreateCodeDocument,
    "\n  mutation DiscountLimitsCreatePlainCode($input: CreateDiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      firstOrderOnly\n      oncePerCustomer\n    }\n  }\n": typeof types.DiscountLimitsCreatePlainCodeDocument,
    "\n  query TestStaffNotifications {\n    staffNotifications {\n      total\n      entries {\n        kind\n        label\n        count\n        path\n      }\n    }\n  }\n": typeof types.TestStaffNotificationsDocument,
    "\n  mutation OrderEventsMove($id: Int!, $status: String!, $note: String, $trackingNumber: String, $carrier: String) {\n    updateOrderStatus(id: $id, status: $status, note: $note, trackingNumber: $trackingNumber, carrier: $carrier) {\n      id\n      status\n      nextStatuses\n    }\n  }\n": typeof types.OrderEventsMoveDocument,
    "\n  query OrderEventsHistory($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      status\n      nextStatuses\n      events {\n        status\n        createdAt\n        userId\n        userName\n        note\n        trackingNumber\n        carrier\n      }\n    }\n  }\n": typeof types.OrderEventsHistoryDocument,
    "\n  query OrderEventsCustomerHistory($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      events {\n        status\n        createdAt\n        trackingNumber\n        carrier\n      }\n    }\n  }\n": typeof types.OrderEventsCustomerHistoryDocument,
    "\n  query OrderEventsList($o: OrderListOptions) {\n    orders(options: $o) {\n      totalItems\n      items {\n        orderNumber\n        status\n        nextStatuses\n      }\n    }\n  }\n": typeof types.OrderEventsListDocument,
    "\n  mutation TestGuestLinkPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      replayed\n      order {\n        id\n        orderNumber\n      }\n    }\n  }\n": typeof types.TestGuestLinkPlaceOrderDocument,
    "\n  query TestGuestLinkOrder($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      orderNumber\n      customerName\n      postcode\n    }\n  }\n": typeof types.TestGuestLinkOrderDocument,
    "\n  mutation TestGuestLinkCancel($id: Int!, $token: String) {\n    cancelMyOrder(id: $id, accessToken: $token) {\n      id\n      status\n    }\n  }\n": typeof types.TestGuestLinkCancelDocument,
    "\n  mutation TestGuestLinkReturn($id: Int!, $token: String) {\n    requestReturn(id: $id, reason: \"Wrong shade\", accessToken: $token) {\n      id\n    }\n  }\n": typeof types.TestGuestLinkReturnDocument,
    "\n  mutation TestSendOrderLink($orderNumber: String!, $email: String!) {\n    sendOrderLink(orderNumber: $orderNumber, email: $email) {\n      message\n    }\n  }\n": typeof types.TestSendOrderLinkDocument,
    "\n  query TestReturnsGuestView($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      status\n      returnRequestableUntil\n      events {\n        status\n        createdAt\n        trackingNumber\n        carrier\n      }\n    }\n  }\n": typeof types.TestReturnsGuestViewDocument,
    "\n  mutation TestReturnsOrderStatus($id: Int!, $status: String!, $tracking: String, $carrier: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking, carrier: $carrier) {\n      id\n      status\n    }\n  }\n": typeof types.TestReturnsOrderStatusDocument,
    "\n  mutation TestReturnsRequestReturn($id: Int!, $reason: String!, $token: String) {\n    requestReturn(id: $id, reason: $reason, accessToken: $token) {\n      id\n      status\n      returnRequestableUntil\n      events {\n        status\n      }\n    }\n  }\n": typeof types.TestReturnsRequestReturnDocument,
    "\n  query TestReturnsOrders($o: OrderListOptions) {\n    orders(options: $o) {\n      totalItems\n      items {\n        orderNumber\n        status\n      }\n    }\n  }\n": typeof types.TestReturnsOrdersDocument,
    "\n  query TestReturnsNotifications {\n    staffNotifications {\n      entries {\n        kind\n        count\n        path\n      }\n    }\n  }\n": typeof types.TestReturnsNotificationsDocument,
    "\n  query TestCreatedOrder($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      orderNumber\n      total\n    }\n  }\n": typeof types.TestCreatedOrderDocument,
    "\n  query TestShippingOptions($w: Int!, $s: Float!) {\n    shippingOptions(weightGrams: $w, subtotal: $s) {\n      method\n      name\n      delivery\n      price\n      free\n    }\n  }\n": typeof types.TestShippingOptionsDocument,
    "\n        query TestOrderInputFields {\n          line: __type(name: \"CreateOrderLineInput\") {\n            inputFields {\n              name\n            }\n          }\n          order: __type(name: \"CreateOrderInput\") {\n            inputFields {\n              name\n            }\n          }\n        }\n      ": typeof types.TestOrderInputFieldsDocument,
    "\n        query TestMyOrderIds {\n          myOrders {\n            items {\n              id\n            }\n          }\n        }\n      ": typeof types.TestMyOrderIdsDocument,
    "\n  query TestOrders($options: OrderListOptions) {\n    orders(options: $options) {\n      totalItems\n      items {\n        id\n        orderNumber\n        email\n        customerName\n        status\n        total\n      }\n    }\n  }\n": typeof types.TestOrdersDocument,
    "\n  query TestOrder($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      orderNumber\n      status\n      subtotal\n      shipping\n      discount\n      total\n      lines {\n        productId\n        productName\n        productCode\n        quantity\n        unitPrice\n        lineTotal\n      }\n    }\n  }\n": typeof types.TestOrderDocument,
    "\n  query TestMyOrders($options: ListOptions) {\n    myOrders(options: $options) {\n      totalItems\n      items {\n        id\n        orderNumber\n      }\n    }\n  }\n": typeof types.TestMyOrdersDocument,
    "\n  query TestBatchOrderLines {\n    orders(options: { search: \"batch-\", take: 5 }) {\n      items {\n        orderNumber\n        lines {\n          quantity\n        }\n      }\n    }\n  }\n": typeof types.TestBatchOrderLinesDocument,
    "\n  mutation TestStatusUpdate($id: Int!, $status: String!, $trackingNumber: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $trackingNumber) {\n      id\n      status\n      total\n    }\n  }\n": typeof types.TestStatusUpdateDocument,
    "\n  mutation TestStatusDeleteOrder($id: Int!) {\n    deleteOrder(id: $id) {\n      id\n      orderNumber\n      status\n    }\n  }\n": typeof types.TestStatusDeleteOrderDocument,
    "\n  query TestStatusOrder($id: Int!) {\n    order(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.TestStatusOrderDocument,
    "\n  mutation TestDeliveredSubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      id\n      status\n      rating\n      title\n    }\n  }\n": typeof types.TestDeliveredSubmitReviewDocument,
    "\n  query TestCanReviewProduct($productId: Int!) {\n    canReviewProduct(productId: $productId)\n  }\n": typeof types.TestCanReviewProductDocument,
    "\n  mutation TestDeliveredOrderStatus($id: Int!, $status: String!, $tracking: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking) {\n      status\n    }\n  }\n": typeof types.TestDeliveredOrderStatusDocument,
    "\n  query RewardPointsMine {\n    myRewardPoints {\n      balance\n      history {\n        points\n        reason\n        orderNumber\n        orderId\n        createdAt\n      }\n    }\n  }\n": typeof types.RewardPointsMineDocument,
    "\n  mutation RewardPointsMoveOrder($id: Int!, $status: String!, $tracking: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking) {\n      id\n      status\n    }\n  }\n": typeof types.RewardPointsMoveOrderDocument,
    "\n  query StoreSearch($query: String!, $page: PageInput) {\n    search(query: $query, page: $page) {\n      totalItems\n      items {\n        id\n        name\n        slug\n        code\n        salePrice\n        discountedPrice\n        discountInPercent\n        stockQuantity\n        rating\n        createdAt\n        gallery\n        brand {\n          name\n          slug\n        }\n        shade {\n          name\n        }\n      }\n    }\n  }\n": typeof types.StoreSearchDocument,
    "\n  mutation SearchCreateProduct {\n    createProduct(input: { name: \"Zebrafruit Glow Balm\", salePrice: 9.99, stockQuantity: 5, ingredients: \"Shea butter\" }) {\n      id\n    }\n  }\n": typeof types.SearchCreateProductDocument,
    "\n  mutation SearchRenameProduct($id: Int!) {\n    updateProduct(id: $id, input: { name: \"Quokkaberry Glow Balm\" }) {\n      name\n    }\n  }\n": typeof types.SearchRenameProductDocument,
    "\n  mutation SearchHideProduct($id: Int!) {\n    updateProduct(id: $id, input: { isActive: false }) {\n      isActive\n    }\n  }\n": typeof types.SearchHideProductDocument,
    "\n  mutation SearchShowProduct($id: Int!) {\n    updateProduct(id: $id, input: { isActive: true }) {\n      isActive\n    }\n  }\n": typeof types.SearchShowProductDocument,
    "\n  mutation SearchDeleteProduct($id: Int!) {\n    deleteProduct(id: $id) {\n      id\n    }\n  }\n": typeof types.SearchDeleteProductDocument,
    "\n  mutation SearchRenameBrand($id: Int!) {\n    updateBrand(id: $id, input: { name: \"Wombatwood Naturals\" }) {\n      name\n    }\n  }\n": typeof types.SearchRenameBrandDocument,
    "\n  mutation SearchRenameShade($id: Int!) {\n    updateShade(id: $id, input: { name: \"Platypus Pink\" }) {\n      name\n    }\n  }\n": typeof types.SearchRenameShadeDocument,
    "\n  query SeoCatalogue {\n    productListing(page: { take: 1 }) {\n      totalItems\n      items {\n        slug\n      }\n    }\n    brands(options: { take: 100 }) {\n      totalItems\n      items {\n        name\n        slug\n      }\n    }\n  }\n": typeof types.SeoCatalogueDocument,
    "\n  mutation TestMailShopSettings($input: UpdateShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      shopName\n    }\n  }\n": typeof types.TestMailShopSettingsDocument,
    "\n  mutation TestMailOrderStatus($id: Int!, $status: String!, $trackingNumber: String, $carrier: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $trackingNumber, carrier: $carrier) {\n      id\n      status\n    }\n  }\n": typeof types.TestMailOrderStatusDocument,
    "\n  mutation TestMailForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": typeof types.TestMailForgotPasswordDocument,
    "\n  mutation TestMailContact($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      message\n    }\n  }\n": typeof types.TestMailContactDocument,
    "\n  mutation StockLedgerCreate($input: CreateStockMovementInput!) {\n    createStockMovement(input: $input) {\n      id\n      productId\n      quantity\n      reason\n      note\n      batchNumber\n      expiryDate\n      orderId\n      daysUntilExpiry\n      expiresSoon\n    }\n  }\n": typeof types.StockLedgerCreateDocument,
    "\n  mutation StockLedgerUpdate($id: Int!, $input: UpdateStockMovementInput!) {\n    updateStockMovement(id: $id, input: $input) {\n      id\n      productId\n      quantity\n      reason\n      note\n      batchNumber\n      expiryDate\n      orderId\n      daysUntilExpiry\n      expiresSoon\n    }\n  }\n": typeof types.StockLedgerUpdateDocument,
    "\n  mutation StockLedgerDelete($id: Int!) {\n    deleteStockMovement(id: $id) {\n      id\n    }\n  }\n": typeof types.StockLedgerDeleteDocument,
    "\n  query StockLedgerBatches($o: StockBatchListOptions) {\n    stockBatches(options: $o) {\n      totalItems\n      items {\n        id\n        productId\n        batchNumber\n        expiryDate\n        daysUntilExpiry\n        expiresSoon\n      }\n    }\n  }\n": typeof types.StockLedgerBatchesDocument,
    "\n  mutation StockLedgerMoveOrder($id: Int!, $status: String!) {\n    updateOrderStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.StockLedgerMoveOrderDocument,
    "\n  mutation StockLedgerCreateProduct($i: CreateProductInput!) {\n    createProduct(input: $i) {\n      id\n      stockQuantity\n    }\n  }\n": typeof types.StockLedgerCreateProductDocument,
    "\n  mutation StockLedgerSetProductStock($id: Int!, $i: UpdateProductInput!) {\n    updateProduct(id: $id, input: $i) {\n      stockQuantity\n    }\n  }\n": typeof types.StockLedgerSetProductStockDocument,
    "\n  mutation StockLedgerUpdateProduct($id: Int!, $i: UpdateProductInput!) {\n    updateProduct(id: $id, input: $i) {\n      id\n    }\n  }\n": typeof types.StockLedgerUpdateProductDocument,
    "\n  mutation StockLedgerDeleteOrder($id: Int!) {\n    deleteOrder(id: $id) {\n      id\n    }\n  }\n": typeof types.StockLedgerDeleteOrderDocument,
    "\n  mutation StockLedgerCreateLocation {\n    createProductLocation(input: { name: \"Shelf B2\" }) {\n      id\n    }\n  }\n": typeof types.StockLedgerCreateLocationDocument,
    "\n  query StockLedgerNamed($o: StockMovementListOptions, $b: StockBatchListOptions) {\n    stockMovements(options: $o) {\n      items {\n        id\n        product {\n          id\n          name\n          code\n          stockQuantity\n        }\n        productLocation {\n          id\n          name\n        }\n      }\n    }\n    stockBatches(options: $b) {\n      items {\n        id\n        product {\n          name\n        }\n        productLocation {\n          name\n        }\n      }\n    }\n  }\n": typeof types.StockLedgerNamedDocument,
    "\n  query StoreMenu {\n    menu {\n      name\n      slug\n      position\n      categories {\n        name\n        slug\n        position\n        subCategories {\n          name\n          slug\n          parentItems {\n            title\n            slug\n          }\n        }\n      }\n    }\n  }\n": typeof types.StoreMenuDocument,
    "\n  query StoreNavbar($code: String) {\n    navbarCategories(categoryCode: $code) {\n      code\n      name\n      slug\n      department {\n        slug\n      }\n      subCategories {\n        name\n        slug\n        parentItems {\n          title\n          slug\n        }\n      }\n    }\n  }\n": typeof types.StoreNavbarDocument,
    "\n  query StoreCatalogueDepartments {\n    departments {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.StoreCatalogueDepartmentsDocument,
    "\n  mutation StoreCatalogueCreateCategory($d: Int!) {\n    createCategory(input: { departmentId: $d, title: \"Gift Boxes\" }) {\n      id\n    }\n  }\n": typeof types.StoreCatalogueCreateCategoryDocument,
    "\n  mutation StoreCatalogueCreateSubCategory($c: Int!) {\n    createSubCategory(input: { categoryId: $c, title: \"Mini Gift Boxes\" }) {\n      id\n    }\n  }\n": typeof types.StoreCatalogueCreateSubCategoryDocument,
    "\n  mutation StoreCatalogueCreateParentItem($s: Int!) {\n    createParentItem(input: { subCategoryId: $s, title: \"Pamper Box\" }) {\n      id\n    }\n  }\n": typeof types.StoreCatalogueCreateParentItemDocument,
    "\n  query StoreCategory($s: String!) {\n    categoryBySlug(slug: $s) {\n      name\n      department {\n        slug\n      }\n      subCategories {\n        slug\n      }\n    }\n  }\n": typeof types.StoreCategoryDocument,
    "\n  query StoreSubCategoryShampoo {\n    subCategoryBySlug(slug: \"shampoo\") {\n      name\n      title\n      category {\n        slug\n        department {\n          slug\n        }\n      }\n      parentItems {\n        title\n        slug\n        position\n      }\n    }\n  }\n": typeof types.StoreSubCategoryShampooDocument,
    "\n  query StoreParentItem($s: String!) {\n    parentItemBySlug(slug: $s) {\n      title\n      subCategory {\n        slug\n      }\n      products {\n        name\n        isActive\n        discountedPrice\n      }\n    }\n  }\n": typeof types.StoreParentItemDocument,
    "\n  query StoreDepartmentHair {\n    departmentBySlug(slug: \"hair\") {\n      name\n      categories {\n        slug\n      }\n    }\n  }\n": typeof types.StoreDepartmentHairDocument,
    "\n  mutation StoreCatalogueHideSubCategory($id: Int!) {\n    updateSubCategory(id: $id, input: { isActive: false }) {\n      isActive\n    }\n  }\n": typeof types.StoreCatalogueHideSubCategoryDocument,
    "\n  mutation StoreCatalogueShowSubCategory($id: Int!) {\n    updateSubCategory(id: $id, input: { isActive: true }) {\n      isActive\n    }\n  }\n": typeof types.StoreCatalogueShowSubCategoryDocument,
    "\n  query StoreSubCategoryHairspray {\n    subCategoryBySlug(slug: \"hairspray\") {\n      slug\n    }\n  }\n": typeof types.StoreSubCategoryHairsprayDocument,
    "\n  query StoreFilters($sub: String!, $brand: String) {\n    filterOptions(subCategorySlug: $sub, brandSlug: $brand) {\n      brands {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      sizes {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      types {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      colors {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      shades {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      weights {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      volumes {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      fragrances {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      flavors {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      vendors {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      prices {\n        label\n        minPrice\n        maxPrice\n        count\n      }\n    }\n  }\n": typeof types.StoreFiltersDocument,
    "\n  query StoreFiltersListingTotal($f: ProductListingFilter) {\n    productListing(filter: $f) {\n      totalItems\n    }\n  }\n": typeof types.StoreFiltersListingTotalDocument,
    "\n  query StoreBrands {\n    brandGroups {\n      letter\n      brands {\n        name\n        slug\n        keyLetter\n        fileName\n      }\n    }\n  }\n": typeof types.StoreBrandsDocument,
    "\n  mutation StoreFiltersHideBrand($id: Int!) {\n    updateBrand(id: $id, input: { isActive: false }) {\n      isActive\n    }\n  }\n": typeof types.StoreFiltersHideBrandDocument,
    "\n  mutation StoreFiltersShowBrand($id: Int!) {\n    updateBrand(id: $id, input: { isActive: true }) {\n      isActive\n    }\n  }\n": typeof types.StoreFiltersShowBrandDocument,
    "\n  query StoreBrandPage($slug: String!) {\n    brandBySlug(slug: $slug) {\n      name\n      slug\n      fileName\n    }\n    brandSubCategories(brandSlug: $slug) {\n      name\n      slug\n      fileName\n      category {\n        slug\n        department {\n          slug\n        }\n      }\n    }\n  }\n": typeof types.StoreBrandPageDocument,
    "\n  query StoreListingFilters($filter: ProductListingFilter) {\n    filterOptions(filter: $filter) {\n      brands {\n        id\n        code\n        name\n        count\n      }\n      sizes {\n        id\n        code\n        name\n        count\n      }\n      types {\n        id\n        code\n        name\n        count\n      }\n      colors {\n        id\n        code\n        name\n        count\n      }\n      shades {\n        id\n        code\n        name\n        count\n      }\n      weights {\n        id\n        code\n        name\n        count\n      }\n      volumes {\n        id\n        code\n        name\n        count\n      }\n      fragrances {\n        id\n        code\n        name\n        count\n      }\n      flavors {\n        id\n        code\n        name\n        count\n      }\n      vendors {\n        id\n        code\n        name\n        count\n      }\n      prices {\n        label\n        minPrice\n        maxPrice\n        count\n      }\n      freeFrom {\n        flag\n        label\n        count\n      }\n    }\n  }\n": typeof types.StoreListingFiltersDocument,
    "\n  query StoreListingFiltered($filter: ProductListingFilter, $sort: ProductSort, $page: PageInput) {\n    productListing(filter: $filter, sort: $sort, page: $page) {\n      totalItems\n      items {\n        id\n        name\n        discountedPrice\n        vegan\n        crueltyFree\n      }\n    }\n  }\n": typeof types.StoreListingFilteredDocument,
    "\n  query StoreListingFiltersSearch {\n    search(query: \"shampoo\", page: { take: 100 }) {\n      totalItems\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.StoreListingFiltersSearchDocument,
    "\n  query StoreListingFiltersLegacy {\n    filterOptions(subCategorySlug: \"lipstick\") {\n      brands {\n        id\n        count\n      }\n      freeFrom {\n        flag\n        count\n      }\n    }\n  }\n": typeof types.StoreListingFiltersLegacyDocument,
    "\n  query StoreCollectionNewArrivals {\n    storeCollection(slug: \"New-Arrivals\") {\n      name\n      slug\n    }\n  }\n": typeof types.StoreCollectionNewArrivalsDocument,
    "\n  query StoreCollections {\n    storeCollections {\n      slug\n      name\n    }\n  }\n": typeof types.StoreCollectionsDocument,
    "\n  query StoreCollectionName($slug: String!) {\n    storeCollection(slug: $slug) {\n      name\n    }\n  }\n": typeof types.StoreCollectionNameDocument,
    "\n  query StoreListing($filter: ProductListingFilter, $sort: ProductSort, $page: PageInput) {\n    productListing(filter: $filter, sort: $sort, page: $page) {\n      totalItems\n      items {\n        id\n        name\n        slug\n        code\n        salePrice\n        discountedPrice\n        discountInPercent\n        stockQuantity\n        rating\n        createdAt\n        gallery\n        brand {\n          name\n          slug\n        }\n      }\n    }\n  }\n": typeof types.StoreListingDocument,
    "\n  query StoreCollection($slug: String!, $sort: ProductSort, $page: PageInput) {\n    collectionProducts(slug: $slug, sort: $sort, page: $page) {\n      totalItems\n      items {\n        id\n        name\n        slug\n        code\n        salePrice\n        discountedPrice\n        discountInPercent\n        stockQuantity\n        rating\n        createdAt\n        gallery\n        brand {\n          name\n          slug\n        }\n      }\n    }\n  }\n": typeof types.StoreCollectionDocument,
    "\n  query TestListingRelatedReviews($take: Int!) {\n    productListing(sort: NAME_ASC, page: { take: $take }) {\n      items {\n        id\n        related(limit: 8) {\n          id\n          name\n          brand {\n            name\n          }\n          related(limit: 2) {\n            id\n          }\n        }\n        reviews(page: { take: 2 }) {\n          totalItems\n          items {\n            title\n            authorName\n          }\n        }\n      }\n    }\n  }\n": typeof types.TestListingRelatedReviewsDocument,
    "\n  query TestUsers($options: UserListOptions) {\n    users(options: $options) {\n      totalItems\n      items {\n        id\n        name\n        email\n        role\n        isActive\n      }\n    }\n  }\n": typeof types.TestUsersDocument,
    "\n  query TestUser($id: Int!) {\n    user(id: $id) {\n      id\n      name\n      email\n      role\n    }\n  }\n": typeof types.TestUserDocument,
    "\n  mutation TestSetUserRole($id: Int!, $role: Role!) {\n    updateUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": typeof types.TestSetUserRoleDocument,
    "\n  mutation TestDeleteUser($id: Int!) {\n    deleteUser(id: $id) {\n      id\n      email\n      role\n    }\n  }\n": typeof types.TestDeleteUserDocument,
    "\n  mutation TestUpdateProfileImage($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      image\n    }\n  }\n": typeof types.TestUpdateProfileImageDocument,
    "\n  query TestMeId {\n    me {\n      id\n    }\n  }\n": typeof types.TestMeIdDocument,
    "\n  query TestUsersAllFields {\n    users {\n      items {\n        id\n        name\n        email\n        role\n        contactNo1\n        contactNo2\n        city\n        address\n        image\n        isActive\n        createdAt\n        updatedAt\n        branchCode\n      }\n    }\n  }\n": typeof types.TestUsersAllFieldsDocument,
    "\n  mutation HelperCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      accessToken\n      order {\n        id\n        orderNumber\n        status\n        userId\n        customerName\n        email\n        phone\n        addressLine1\n        addressLine2\n        city\n        postcode\n        shippingMethod\n        subtotal\n        discount\n        shipping\n        total\n        lines {\n          productId\n          productName\n          productCode\n          quantity\n          unitPrice\n          lineTotal\n        }\n      }\n    }\n  }\n": typeof types.HelperCreateOrderDocument,
};
const documents: Documents = {
    "\n  fragment AddressesFields on SavedAddress {\n    id\n    userId\n    label\n    fullName\n    phone\n    addressLine1\n    addressLine2\n    city\n    postcode\n    isDefault\n  }\n": types.AddressesFieldsFragmentDoc,
    "\n  query AddressesMine {\n    myAddresses {\n      ...AddressesFields\n    }\n  }\n": types.AddressesMineDocument,
    "\n  mutation AddressesCreate($input: SavedAddressInput!) {\n    createMyAddress(input: $input) {\n      ...AddressesFields\n    }\n  }\n": types.AddressesCreateDocument,
    "\n  mutation AddressesUpdate($id: Int!, $input: SavedAddressInput!) {\n    updateMyAddress(id: $id, input: $input) {\n      ...AddressesFields\n    }\n  }\n": types.AddressesUpdateDocument,
    "\n  mutation AddressesDelete($id: Int!) {\n    deleteMyAddress(id: $id) {\n      ...AddressesFields\n    }\n  }\n": types.AddressesDeleteDocument,
    "\n  mutation AddressesSetDefault($id: Int!) {\n    setDefaultAddress(id: $id) {\n      ...AddressesFields\n    }\n  }\n": types.AddressesSetDefaultDocument,
    "\n  mutation ForgotPasswordNoEnumeration($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": types.ForgotPasswordNoEnumerationDocument,
    "\n  mutation LoginLimitsLogin($name: String!, $password: String!) {\n    login(name: $name, password: $password) {\n      token\n      user {\n        id\n        name\n        email\n        role\n        contactNo1\n        contactNo2\n        city\n        address\n        image\n        isActive\n        branchCode\n      }\n    }\n  }\n": types.LoginLimitsLoginDocument,
    "\n  mutation LoginLimitsChangePassword($c: String!, $n: String!, $k: String!) {\n    changePassword(currentPassword: $c, newPassword: $n, confirmPassword: $k) {\n      message\n    }\n  }\n": types.LoginLimitsChangePasswordDocument,
    "\n  query TestMyData {\n    myData {\n      fileName\n      json\n    }\n  }\n": types.TestMyDataDocument,
    "\n  mutation TestDeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password) {\n      message\n    }\n  }\n": types.TestDeleteMyAccountDocument,
    "\n  mutation TestCreateMyAddress($input: SavedAddressInput!) {\n    createMyAddress(input: $input) {\n      id\n    }\n  }\n": types.TestCreateMyAddressDocument,
    "\n  query TestPrivacyMe {\n    me {\n      id\n    }\n  }\n": types.TestPrivacyMeDocument,
    "\n  query TestGuestOrderName($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      customerName\n    }\n  }\n": types.TestGuestOrderNameDocument,
    "\n  query TestAnonymisedOrder($id: Int!) {\n    order(id: $id) {\n      id\n      userId\n      customerName\n      email\n      phone\n      addressLine1\n      addressLine2\n      city\n      postcode\n      lines {\n        productName\n        quantity\n      }\n    }\n  }\n": types.TestAnonymisedOrderDocument,
    "\n  fragment ProfileUserFields on User {\n    id\n    name\n    email\n    role\n    contactNo1\n    contactNo2\n    city\n    address\n    image\n    isActive\n    branchCode\n  }\n": types.ProfileUserFieldsFragmentDoc,
    "\n  query ProfileMe {\n    me {\n      ...ProfileUserFields\n    }\n  }\n": types.ProfileMeDocument,
    "\n  query ProfileMeWithDates {\n    me {\n      ...ProfileUserFields\n      createdAt\n      updatedAt\n    }\n  }\n": types.ProfileMeWithDatesDocument,
    "\n  mutation ProfileUpdate($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileUserFields\n    }\n  }\n": types.ProfileUpdateDocument,
    "\n  mutation ProfileChangePassword($c: String!, $n: String!, $k: String!) {\n    changePassword(currentPassword: $c, newPassword: $n, confirmPassword: $k) {\n      message\n    }\n  }\n": types.ProfileChangePasswordDocument,
    "\n  mutation ProfileForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": types.ProfileForgotPasswordDocument,
    "\n  mutation ProfileResetPassword($token: String!, $n: String!, $k: String!) {\n    resetPassword(token: $token, newPassword: $n, confirmPassword: $k) {\n      message\n    }\n  }\n": types.ProfileResetPasswordDocument,
    "\n  fragment RegisterLoginUserFields on User {\n    id\n    name\n    email\n    role\n    contactNo1\n    contactNo2\n    city\n    address\n    image\n    isActive\n    branchCode\n  }\n": types.RegisterLoginUserFieldsFragmentDoc,
    "\n  mutation RegisterLoginRegister($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        ...RegisterLoginUserFields\n      }\n    }\n  }\n": types.RegisterLoginRegisterDocument,
    "\n  mutation RegisterLoginLogin($name: String!, $password: String!) {\n    login(name: $name, password: $password) {\n      token\n      user {\n        ...RegisterLoginUserFields\n      }\n    }\n  }\n": types.RegisterLoginLoginDocument,
    "\n  query RegisterLoginMe {\n    me {\n      ...RegisterLoginUserFields\n    }\n  }\n": types.RegisterLoginMeDocument,
    "\n  query RegisterLoginUsers {\n    users {\n      totalItems\n      items {\n        email\n      }\n    }\n  }\n": types.RegisterLoginUsersDocument,
    "\n  query RegisterLoginUserCount {\n    users {\n      totalItems\n    }\n  }\n": types.RegisterLoginUserCountDocument,
    "\n  query RegisterLoginUserTypeFields {\n    __type(name: \"User\") {\n      fields {\n        name\n      }\n    }\n  }\n": types.RegisterLoginUserTypeFieldsDocument,
    "\n  query TestTokensMe {\n    me {\n      id\n      email\n    }\n  }\n": types.TestTokensMeDocument,
    "\n  mutation TestTokensChangePassword($c: String!, $n: String!, $k: String!) {\n    changePassword(currentPassword: $c, newPassword: $n, confirmPassword: $k) {\n      message\n      token\n    }\n  }\n": types.TestTokensChangePasswordDocument,
    "\n  mutation TestTokensForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": types.TestTokensForgotPasswordDocument,
    "\n  mutation TestTokensResetPassword($token: String!, $n: String!, $k: String!) {\n    resetPassword(token: $token, newPassword: $n, confirmPassword: $k) {\n      message\n    }\n  }\n": types.TestTokensResetPasswordDocument,
    "\n  mutation TestTokensSetRole($id: Int!, $role: Role!) {\n    updateUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": types.TestTokensSetRoleDocument,
    "\n  mutation TestLogout {\n    logout\n  }\n": types.TestLogoutDocument,
    "\n  query TestAuditEntries($f: AuditEntryFilter, $p: AuditPage) {\n    auditEntries(filter: $f, page: $p) {\n      totalItems\n      items {\n        id\n        userEmail\n        operation\n        dataSet\n        recordId\n        action\n        changes {\n          field\n          before\n          after\n          hidden\n        }\n      }\n    }\n  }\n": types.TestAuditEntriesDocument,
    "\n  query TestAuditEntriesCsv($f: AuditEntryFilter) {\n    auditEntriesCsv(filter: $f) {\n      csv\n      rowCount\n      totalItems\n      truncated\n    }\n  }\n": types.TestAuditEntriesCsvDocument,
    "\n  query TestAuditDataSets {\n    auditDataSets\n  }\n": types.TestAuditDataSetsDocument,
    "\n  mutation ConfirmationMailPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      orderPath\n      order {\n        id\n        orderNumber\n        total\n        vat\n      }\n    }\n  }\n": types.ConfirmationMailPlaceOrderDocument,
    "\n  mutation TestPlaceOrderAction($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      replayed\n      order {\n        id\n        orderNumber\n        status\n      }\n    }\n  }\n": types.TestPlaceOrderActionDocument,
    "\n  mutation TestCancelMyOrder($id: Int!, $token: String) {\n    cancelMyOrder(id: $id, accessToken: $token) {\n      id\n      status\n    }\n  }\n": types.TestCancelMyOrderDocument,
    "\n  mutation TestRequestReturn($id: Int!, $reason: String!, $token: String) {\n    requestReturn(id: $id, reason: $reason, accessToken: $token) {\n      id\n      status\n    }\n  }\n": types.TestRequestReturnDocument,
    "\n  mutation TestUpdateOrderStatus($id: Int!, $status: String!, $tracking: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking) {\n      id\n      status\n    }\n  }\n": types.TestUpdateOrderStatusDocument,
    "\n  query TestOrderEvents($id: Int!) {\n    order(id: $id) {\n      events {\n        status\n        note\n        userName\n      }\n    }\n  }\n": types.TestOrderEventsDocument,
    "\n  query TestOldShippingOptions {\n    shippingOptions(weightGrams: 500, subtotal: 20) {\n      method\n      price\n      free\n    }\n  }\n": types.TestOldShippingOptionsDocument,
    "\n  mutation TestPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      orderPath\n      replayed\n      payment {\n        method\n        label\n        status\n        reference\n        amount\n        message\n        bankTransfer {\n          accountName\n          sortCode\n          accountNumber\n        }\n      }\n      order {\n        id\n        orderNumber\n        status\n        userId\n        email\n        customerName\n        postcode\n        shippingMethod\n        paymentMethod\n        subtotal\n        discount\n        shipping\n        total\n        vat\n        lines {\n          productId\n          quantity\n          unitPrice\n          lineTotal\n          vat\n        }\n      }\n    }\n  }\n": types.TestPlaceOrderDocument,
    "\n  query TestPlacedOrder($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      orderNumber\n      total\n      vat\n      paymentInstructions {\n        reference\n        amount\n      }\n    }\n  }\n": types.TestPlacedOrderDocument,
    "\n  query TestCheckoutOptions($lines: [CheckoutLineInput!]!, $code: String, $postcode: String) {\n    checkoutOptions(lines: $lines, discountCode: $code, postcode: $postcode) {\n      lines {\n        productId\n        name\n        code\n        slug\n        mainImage\n        quantity\n        unitPrice\n        originalPrice\n        lineTotal\n        available\n      }\n      subtotal\n      discount\n      discountCode\n      discountMessage\n      vat\n      weightGrams\n      postcode\n      refusal\n      options {\n        method\n        name\n        delivery\n        price\n        free\n        total\n        vat\n        dispatchDate\n        deliveryFrom\n        deliveryTo\n      }\n    }\n  }\n": types.TestCheckoutOptionsDocument,
    "\n  mutation ContactSend($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      message\n    }\n  }\n": types.ContactSendDocument,
    "\n  mutation ContactDelete($id: Int!) {\n    deleteContactMessage(id: $id) {\n      id\n    }\n  }\n": types.ContactDeleteDocument,
    "\n  query ContactCount {\n    contactMessages {\n      totalItems\n    }\n  }\n": types.ContactCountDocument,
    "\n  query ContactSearch($s: String) {\n    contactMessages(options: { search: $s }) {\n      items {\n        fullName\n      }\n    }\n  }\n": types.ContactSearchDocument,
    "\n  mutation ContactSetHandled($id: Int!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n": types.ContactSetHandledDocument,
    "\n  query ContactList($handled: Boolean) {\n    contactMessages(options: { handled: $handled, take: 100 }) {\n      totalItems\n      items {\n        id\n        handledAt\n      }\n    }\n  }\n": types.ContactListDocument,
    "\n  query ContactNotifications {\n    staffNotifications {\n      entries {\n        kind\n        count\n      }\n    }\n  }\n": types.ContactNotificationsDocument,
    "\n        query TestFooter {\n          footer {\n            mainTitle\n            links {\n              subtitle\n              slug\n            }\n          }\n        }\n      ": types.TestFooterDocument,
    "\n          query TestFooterSlugs {\n            footer {\n              links {\n                slug\n              }\n            }\n          }\n        ": types.TestFooterSlugsDocument,
    "\n        query TestFooterPage($slug: String!) {\n          footerPage(slug: $slug) {\n            subtitle\n            slug\n            body\n          }\n        }\n      ": types.TestFooterPageDocument,
    "\n          query TestFooterPageSlug($slug: String!) {\n            footerPage(slug: $slug) {\n              slug\n            }\n          }\n        ": types.TestFooterPageSlugDocument,
    "\n          query TestAboutUs {\n            aboutUs {\n              title\n              fileName\n              subSections {\n                heading\n                paragraph\n              }\n            }\n          }\n        ": types.TestAboutUsDocument,
    "\n          query TestFaq {\n            faq {\n              heading\n              questions {\n                question\n                answer\n              }\n            }\n          }\n        ": types.TestFaqDocument,
    "\n        query TestActiveBanners {\n          activeBanners {\n            title\n            status\n          }\n        }\n      ": types.TestActiveBannersDocument,
    "\n        query TestLatestDeals {\n          latestDeals {\n            title\n            linkType\n            linkSlug\n            href\n          }\n        }\n      ": types.TestLatestDealsDocument,
    "\n        query TestStoreCollections {\n          storeCollections {\n            name\n            slug\n            view\n          }\n        }\n      ": types.TestStoreCollectionsDocument,
    "\n        query TestBranchContent {\n          footer {\n            mainTitle\n          }\n          aboutUs {\n            title\n          }\n          faq {\n            heading\n          }\n          activeBanners {\n            title\n          }\n          latestDeals {\n            title\n          }\n          storeCollections {\n            name\n          }\n        }\n      ": types.TestBranchContentDocument,
    "\n        query TestBranchFooterPage {\n          footerPage(slug: \"return-refunds\") {\n            slug\n          }\n        }\n      ": types.TestBranchFooterPageDocument,
    "\n        query TestSeededContent {\n          footer {\n            mainTitle\n            links {\n              subtitle\n              slug\n            }\n          }\n          aboutUs {\n            title\n            subSections {\n              heading\n            }\n          }\n          faq {\n            heading\n            questions {\n              question\n            }\n          }\n          activeBanners {\n            title\n          }\n          storeCollections {\n            slug\n            view\n          }\n        }\n      ": types.TestSeededContentDocument,
    "\n        query TestSeededFooterPage($slug: String!) {\n          footerPage(slug: $slug) {\n            subtitle\n          }\n        }\n      ": types.TestSeededFooterPageDocument,
    "\n  query Dashboard($days: Int) {\n    dashboard(days: $days) {\n      totalOrders\n      revenue\n      products\n      customers\n      salesByDay {\n        date\n        orders\n        revenue\n      }\n      recentOrders {\n        orderNumber\n        status\n        total\n      }\n      topSelling {\n        productId\n        name\n        code\n        quantity\n        revenue\n      }\n      lowStock {\n        name\n        stockQuantity\n      }\n    }\n  }\n": types.DashboardDocument,
    "\n  query DashboardThreeDays {\n    dashboard(days: 3) {\n      totalOrders\n      revenue\n      products\n      customers\n      salesByDay {\n        orders\n        revenue\n      }\n      recentOrders {\n        id\n      }\n      topSelling {\n        productId\n      }\n      lowStock {\n        id\n      }\n    }\n  }\n": types.DashboardThreeDaysDocument,
    "\n  mutation DiscountLimitsPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        email\n        discount\n        total\n      }\n    }\n  }\n": types.DiscountLimitsPlaceOrderDocument,
    "\n  query DiscountLimitsCheckoutOptions($lines: [CheckoutLineInput!]!, $code: String) {\n    checkoutOptions(lines: $lines, discountCode: $code) {\n      discount\n      discountCode\n      discountMessage\n      discountNote\n    }\n  }\n": types.DiscountLimitsCheckoutOptionsDocument,
    "\n  mutation DiscountLimitsOrderStatus($id: Int!, $status: String!) {\n    updateOrderStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": types.DiscountLimitsOrderStatusDocument,
    "\n  mutation DiscountLimitsCreateCode($input: CreateDiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      code\n      firstOrderOnly\n      oncePerCustomer\n    }\n  }\n": types.DiscountLimitsCreateCodeDocument,
    "\n  mutation DiscountLimitsCreatePlainCode($input: CreateDiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      firstOrderOnly\n      oncePerCustomer\n    }\n  }\n": types.DiscountLimitsCreatePlainCodeDocument,
    "\n  query TestStaffNotifications {\n    staffNotifications {\n      total\n      entries {\n        kind\n        label\n        count\n        path\n      }\n    }\n  }\n": types.TestStaffNotificationsDocument,
    "\n  mutation OrderEventsMove($id: Int!, $status: String!, $note: String, $trackingNumber: String, $carrier: String) {\n    updateOrderStatus(id: $id, status: $status, note: $note, trackingNumber: $trackingNumber, carrier: $carrier) {\n      id\n      status\n      nextStatuses\n    }\n  }\n": types.OrderEventsMoveDocument,
    "\n  query OrderEventsHistory($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      status\n      nextStatuses\n      events {\n        status\n        createdAt\n        userId\n        userName\n        note\n        trackingNumber\n        carrier\n      }\n    }\n  }\n": types.OrderEventsHistoryDocument,
    "\n  query OrderEventsCustomerHistory($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      events {\n        status\n        createdAt\n        trackingNumber\n        carrier\n      }\n    }\n  }\n": types.OrderEventsCustomerHistoryDocument,
    "\n  query OrderEventsList($o: OrderListOptions) {\n    orders(options: $o) {\n      totalItems\n      items {\n        orderNumber\n        status\n        nextStatuses\n      }\n    }\n  }\n": types.OrderEventsListDocument,
    "\n  mutation TestGuestLinkPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      replayed\n      order {\n        id\n        orderNumber\n      }\n    }\n  }\n": types.TestGuestLinkPlaceOrderDocument,
    "\n  query TestGuestLinkOrder($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      orderNumber\n      customerName\n      postcode\n    }\n  }\n": types.TestGuestLinkOrderDocument,
    "\n  mutation TestGuestLinkCancel($id: Int!, $token: String) {\n    cancelMyOrder(id: $id, accessToken: $token) {\n      id\n      status\n    }\n  }\n": types.TestGuestLinkCancelDocument,
    "\n  mutation TestGuestLinkReturn($id: Int!, $token: String) {\n    requestReturn(id: $id, reason: \"Wrong shade\", accessToken: $token) {\n      id\n    }\n  }\n": types.TestGuestLinkReturnDocument,
    "\n  mutation TestSendOrderLink($orderNumber: String!, $email: String!) {\n    sendOrderLink(orderNumber: $orderNumber, email: $email) {\n      message\n    }\n  }\n": types.TestSendOrderLinkDocument,
    "\n  query TestReturnsGuestView($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      status\n      returnRequestableUntil\n      events {\n        status\n        createdAt\n        trackingNumber\n        carrier\n      }\n    }\n  }\n": types.TestReturnsGuestViewDocument,
    "\n  mutation TestReturnsOrderStatus($id: Int!, $status: String!, $tracking: String, $carrier: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking, carrier: $carrier) {\n      id\n      status\n    }\n  }\n": types.TestReturnsOrderStatusDocument,
    "\n  mutation TestReturnsRequestReturn($id: Int!, $reason: String!, $token: String) {\n    requestReturn(id: $id, reason: $reason, accessToken: $token) {\n      id\n      status\n      returnRequestableUntil\n      events {\n        status\n      }\n    }\n  }\n": types.TestReturnsRequestReturnDocument,
    "\n  query TestReturnsOrders($o: OrderListOptions) {\n    orders(options: $o) {\n      totalItems\n      items {\n        orderNumber\n        status\n      }\n    }\n  }\n": types.TestReturnsOrdersDocument,
    "\n  query TestReturnsNotifications {\n    staffNotifications {\n      entries {\n        kind\n        count\n        path\n      }\n    }\n  }\n": types.TestReturnsNotificationsDocument,
    "\n  query TestCreatedOrder($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      orderNumber\n      total\n    }\n  }\n": types.TestCreatedOrderDocument,
    "\n  query TestShippingOptions($w: Int!, $s: Float!) {\n    shippingOptions(weightGrams: $w, subtotal: $s) {\n      method\n      name\n      delivery\n      price\n      free\n    }\n  }\n": types.TestShippingOptionsDocument,
    "\n        query TestOrderInputFields {\n          line: __type(name: \"CreateOrderLineInput\") {\n            inputFields {\n              name\n            }\n          }\n          order: __type(name: \"CreateOrderInput\") {\n            inputFields {\n              name\n            }\n          }\n        }\n      ": types.TestOrderInputFieldsDocument,
    "\n        query TestMyOrderIds {\n          myOrders {\n            items {\n              id\n            }\n          }\n        }\n      ": types.TestMyOrderIdsDocument,
    "\n  query TestOrders($options: OrderListOptions) {\n    orders(options: $options) {\n      totalItems\n      items {\n        id\n        orderNumber\n        email\n        customerName\n        status\n        total\n      }\n    }\n  }\n": types.TestOrdersDocument,
    "\n  query TestOrder($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      orderNumber\n      status\n      subtotal\n      shipping\n      discount\n      total\n      lines {\n        productId\n        productName\n        productCode\n        quantity\n        unitPrice\n        lineTotal\n      }\n    }\n  }\n": types.TestOrderDocument,
    "\n  query TestMyOrders($options: ListOptions) {\n    myOrders(options: $options) {\n      totalItems\n      items {\n        id\n        orderNumber\n      }\n    }\n  }\n": types.TestMyOrdersDocument,
    "\n  query TestBatchOrderLines {\n    orders(options: { search: \"batch-\", take: 5 }) {\n      items {\n        orderNumber\n        lines {\n          quantity\n        }\n      }\n    }\n  }\n": types.TestBatchOrderLinesDocument,
    "\n  mutation TestStatusUpdate($id: Int!, $status: String!, $trackingNumber: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $trackingNumber) {\n      id\n      status\n      total\n    }\n  }\n": types.TestStatusUpdateDocument,
    "\n  mutation TestStatusDeleteOrder($id: Int!) {\n    deleteOrder(id: $id) {\n      id\n      orderNumber\n      status\n    }\n  }\n": types.TestStatusDeleteOrderDocument,
    "\n  query TestStatusOrder($id: Int!) {\n    order(id: $id) {\n      id\n      status\n    }\n  }\n": types.TestStatusOrderDocument,
    "\n  mutation TestDeliveredSubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      id\n      status\n      rating\n      title\n    }\n  }\n": types.TestDeliveredSubmitReviewDocument,
    "\n  query TestCanReviewProduct($productId: Int!) {\n    canReviewProduct(productId: $productId)\n  }\n": types.TestCanReviewProductDocument,
    "\n  mutation TestDeliveredOrderStatus($id: Int!, $status: String!, $tracking: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking) {\n      status\n    }\n  }\n": types.TestDeliveredOrderStatusDocument,
    "\n  query RewardPointsMine {\n    myRewardPoints {\n      balance\n      history {\n        points\n        reason\n        orderNumber\n        orderId\n        createdAt\n      }\n    }\n  }\n": types.RewardPointsMineDocument,
    "\n  mutation RewardPointsMoveOrder($id: Int!, $status: String!, $tracking: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking) {\n      id\n      status\n    }\n  }\n": types.RewardPointsMoveOrderDocument,
    "\n  query StoreSearch($query: String!, $page: PageInput) {\n    search(query: $query, page: $page) {\n      totalItems\n      items {\n        id\n        name\n        slug\n        code\n        salePrice\n        discountedPrice\n        discountInPercent\n        stockQuantity\n        rating\n        createdAt\n        gallery\n        brand {\n          name\n          slug\n        }\n        shade {\n          name\n        }\n      }\n    }\n  }\n": types.StoreSearchDocument,
    "\n  mutation SearchCreateProduct {\n    createProduct(input: { name: \"Zebrafruit Glow Balm\", salePrice: 9.99, stockQuantity: 5, ingredients: \"Shea butter\" }) {\n      id\n    }\n  }\n": types.SearchCreateProductDocument,
    "\n  mutation SearchRenameProduct($id: Int!) {\n    updateProduct(id: $id, input: { name: \"Quokkaberry Glow Balm\" }) {\n      name\n    }\n  }\n": types.SearchRenameProductDocument,
    "\n  mutation SearchHideProduct($id: Int!) {\n    updateProduct(id: $id, input: { isActive: false }) {\n      isActive\n    }\n  }\n": types.SearchHideProductDocument,
    "\n  mutation SearchShowProduct($id: Int!) {\n    updateProduct(id: $id, input: { isActive: true }) {\n      isActive\n    }\n  }\n": types.SearchShowProductDocument,
    "\n  mutation SearchDeleteProduct($id: Int!) {\n    deleteProduct(id: $id) {\n      id\n    }\n  }\n": types.SearchDeleteProductDocument,
    "\n  mutation SearchRenameBrand($id: Int!) {\n    updateBrand(id: $id, input: { name: \"Wombatwood Naturals\" }) {\n      name\n    }\n  }\n": types.SearchRenameBrandDocument,
    "\n  mutation SearchRenameShade($id: Int!) {\n    updateShade(id: $id, input: { name: \"Platypus Pink\" }) {\n      name\n    }\n  }\n": types.SearchRenameShadeDocument,
    "\n  query SeoCatalogue {\n    productListing(page: { take: 1 }) {\n      totalItems\n      items {\n        slug\n      }\n    }\n    brands(options: { take: 100 }) {\n      totalItems\n      items {\n        name\n        slug\n      }\n    }\n  }\n": types.SeoCatalogueDocument,
    "\n  mutation TestMailShopSettings($input: UpdateShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      shopName\n    }\n  }\n": types.TestMailShopSettingsDocument,
    "\n  mutation TestMailOrderStatus($id: Int!, $status: String!, $trackingNumber: String, $carrier: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $trackingNumber, carrier: $carrier) {\n      id\n      status\n    }\n  }\n": types.TestMailOrderStatusDocument,
    "\n  mutation TestMailForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": types.TestMailForgotPasswordDocument,
    "\n  mutation TestMailContact($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      message\n    }\n  }\n": types.TestMailContactDocument,
    "\n  mutation StockLedgerCreate($input: CreateStockMovementInput!) {\n    createStockMovement(input: $input) {\n      id\n      productId\n      quantity\n      reason\n      note\n      batchNumber\n      expiryDate\n      orderId\n      daysUntilExpiry\n      expiresSoon\n    }\n  }\n": types.StockLedgerCreateDocument,
    "\n  mutation StockLedgerUpdate($id: Int!, $input: UpdateStockMovementInput!) {\n    updateStockMovement(id: $id, input: $input) {\n      id\n      productId\n      quantity\n      reason\n      note\n      batchNumber\n      expiryDate\n      orderId\n      daysUntilExpiry\n      expiresSoon\n    }\n  }\n": types.StockLedgerUpdateDocument,
    "\n  mutation StockLedgerDelete($id: Int!) {\n    deleteStockMovement(id: $id) {\n      id\n    }\n  }\n": types.StockLedgerDeleteDocument,
    "\n  query StockLedgerBatches($o: StockBatchListOptions) {\n    stockBatches(options: $o) {\n      totalItems\n      items {\n        id\n        productId\n        batchNumber\n        expiryDate\n        daysUntilExpiry\n        expiresSoon\n      }\n    }\n  }\n": types.StockLedgerBatchesDocument,
    "\n  mutation StockLedgerMoveOrder($id: Int!, $status: String!) {\n    updateOrderStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": types.StockLedgerMoveOrderDocument,
    "\n  mutation StockLedgerCreateProduct($i: CreateProductInput!) {\n    createProduct(input: $i) {\n      id\n      stockQuantity\n    }\n  }\n": types.StockLedgerCreateProductDocument,
    "\n  mutation StockLedgerSetProductStock($id: Int!, $i: UpdateProductInput!) {\n    updateProduct(id: $id, input: $i) {\n      stockQuantity\n    }\n  }\n": types.StockLedgerSetProductStockDocument,
    "\n  mutation StockLedgerUpdateProduct($id: Int!, $i: UpdateProductInput!) {\n    updateProduct(id: $id, input: $i) {\n      id\n    }\n  }\n": types.StockLedgerUpdateProductDocument,
    "\n  mutation StockLedgerDeleteOrder($id: Int!) {\n    deleteOrder(id: $id) {\n      id\n    }\n  }\n": types.StockLedgerDeleteOrderDocument,
    "\n  mutation StockLedgerCreateLocation {\n    createProductLocation(input: { name: \"Shelf B2\" }) {\n      id\n    }\n  }\n": types.StockLedgerCreateLocationDocument,
    "\n  query StockLedgerNamed($o: StockMovementListOptions, $b: StockBatchListOptions) {\n    stockMovements(options: $o) {\n      items {\n        id\n        product {\n          id\n          name\n          code\n          stockQuantity\n        }\n        productLocation {\n          id\n          name\n        }\n      }\n    }\n    stockBatches(options: $b) {\n      items {\n        id\n        product {\n          name\n        }\n        productLocation {\n          name\n        }\n      }\n    }\n  }\n": types.StockLedgerNamedDocument,
    "\n  query StoreMenu {\n    menu {\n      name\n      slug\n      position\n      categories {\n        name\n        slug\n        position\n        subCategories {\n          name\n          slug\n          parentItems {\n            title\n            slug\n          }\n        }\n      }\n    }\n  }\n": types.StoreMenuDocument,
    "\n  query StoreNavbar($code: String) {\n    navbarCategories(categoryCode: $code) {\n      code\n      name\n      slug\n      department {\n        slug\n      }\n      subCategories {\n        name\n        slug\n        parentItems {\n          title\n          slug\n        }\n      }\n    }\n  }\n": types.StoreNavbarDocument,
    "\n  query StoreCatalogueDepartments {\n    departments {\n      items {\n        id\n      }\n    }\n  }\n": types.StoreCatalogueDepartmentsDocument,
    "\n  mutation StoreCatalogueCreateCategory($d: Int!) {\n    createCategory(input: { departmentId: $d, title: \"Gift Boxes\" }) {\n      id\n    }\n  }\n": types.StoreCatalogueCreateCategoryDocument,
    "\n  mutation StoreCatalogueCreateSubCategory($c: Int!) {\n    createSubCategory(input: { categoryId: $c, title: \"Mini Gift Boxes\" }) {\n      id\n    }\n  }\n": types.StoreCatalogueCreateSubCategoryDocument,
    "\n  mutation StoreCatalogueCreateParentItem($s: Int!) {\n    createParentItem(input: { subCategoryId: $s, title: \"Pamper Box\" }) {\n      id\n    }\n  }\n": types.StoreCatalogueCreateParentItemDocument,
    "\n  query StoreCategory($s: String!) {\n    categoryBySlug(slug: $s) {\n      name\n      department {\n        slug\n      }\n      subCategories {\n        slug\n      }\n    }\n  }\n": types.StoreCategoryDocument,
    "\n  query StoreSubCategoryShampoo {\n    subCategoryBySlug(slug: \"shampoo\") {\n      name\n      title\n      category {\n        slug\n        department {\n          slug\n        }\n      }\n      parentItems {\n        title\n        slug\n        position\n      }\n    }\n  }\n": types.StoreSubCategoryShampooDocument,
    "\n  query StoreParentItem($s: String!) {\n    parentItemBySlug(slug: $s) {\n      title\n      subCategory {\n        slug\n      }\n      products {\n        name\n        isActive\n        discountedPrice\n      }\n    }\n  }\n": types.StoreParentItemDocument,
    "\n  query StoreDepartmentHair {\n    departmentBySlug(slug: \"hair\") {\n      name\n      categories {\n        slug\n      }\n    }\n  }\n": types.StoreDepartmentHairDocument,
    "\n  mutation StoreCatalogueHideSubCategory($id: Int!) {\n    updateSubCategory(id: $id, input: { isActive: false }) {\n      isActive\n    }\n  }\n": types.StoreCatalogueHideSubCategoryDocument,
    "\n  mutation StoreCatalogueShowSubCategory($id: Int!) {\n    updateSubCategory(id: $id, input: { isActive: true }) {\n      isActive\n    }\n  }\n": types.StoreCatalogueShowSubCategoryDocument,
    "\n  query StoreSubCategoryHairspray {\n    subCategoryBySlug(slug: \"hairspray\") {\n      slug\n    }\n  }\n": types.StoreSubCategoryHairsprayDocument,
    "\n  query StoreFilters($sub: String!, $brand: String) {\n    filterOptions(subCategorySlug: $sub, brandSlug: $brand) {\n      brands {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      sizes {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      types {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      colors {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      shades {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      weights {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      volumes {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      fragrances {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      flavors {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      vendors {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      prices {\n        label\n        minPrice\n        maxPrice\n        count\n      }\n    }\n  }\n": types.StoreFiltersDocument,
    "\n  query StoreFiltersListingTotal($f: ProductListingFilter) {\n    productListing(filter: $f) {\n      totalItems\n    }\n  }\n": types.StoreFiltersListingTotalDocument,
    "\n  query StoreBrands {\n    brandGroups {\n      letter\n      brands {\n        name\n        slug\n        keyLetter\n        fileName\n      }\n    }\n  }\n": types.StoreBrandsDocument,
    "\n  mutation StoreFiltersHideBrand($id: Int!) {\n    updateBrand(id: $id, input: { isActive: false }) {\n      isActive\n    }\n  }\n": types.StoreFiltersHideBrandDocument,
    "\n  mutation StoreFiltersShowBrand($id: Int!) {\n    updateBrand(id: $id, input: { isActive: true }) {\n      isActive\n    }\n  }\n": types.StoreFiltersShowBrandDocument,
    "\n  query StoreBrandPage($slug: String!) {\n    brandBySlug(slug: $slug) {\n      name\n      slug\n      fileName\n    }\n    brandSubCategories(brandSlug: $slug) {\n      name\n      slug\n      fileName\n      category {\n        slug\n        department {\n          slug\n        }\n      }\n    }\n  }\n": types.StoreBrandPageDocument,
    "\n  query StoreListingFilters($filter: ProductListingFilter) {\n    filterOptions(filter: $filter) {\n      brands {\n        id\n        code\n        name\n        count\n      }\n      sizes {\n        id\n        code\n        name\n        count\n      }\n      types {\n        id\n        code\n        name\n        count\n      }\n      colors {\n        id\n        code\n        name\n        count\n      }\n      shades {\n        id\n        code\n        name\n        count\n      }\n      weights {\n        id\n        code\n        name\n        count\n      }\n      volumes {\n        id\n        code\n        name\n        count\n      }\n      fragrances {\n        id\n        code\n        name\n        count\n      }\n      flavors {\n        id\n        code\n        name\n        count\n      }\n      vendors {\n        id\n        code\n        name\n        count\n      }\n      prices {\n        label\n        minPrice\n        maxPrice\n        count\n      }\n      freeFrom {\n        flag\n        label\n        count\n      }\n    }\n  }\n": types.StoreListingFiltersDocument,
    "\n  query StoreListingFiltered($filter: ProductListingFilter, $sort: ProductSort, $page: PageInput) {\n    productListing(filter: $filter, sort: $sort, page: $page) {\n      totalItems\n      items {\n        id\n        name\n        discountedPrice\n        vegan\n        crueltyFree\n      }\n    }\n  }\n": types.StoreListingFilteredDocument,
    "\n  query StoreListingFiltersSearch {\n    search(query: \"shampoo\", page: { take: 100 }) {\n      totalItems\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.StoreListingFiltersSearchDocument,
    "\n  query StoreListingFiltersLegacy {\n    filterOptions(subCategorySlug: \"lipstick\") {\n      brands {\n        id\n        count\n      }\n      freeFrom {\n        flag\n        count\n      }\n    }\n  }\n": types.StoreListingFiltersLegacyDocument,
    "\n  query StoreCollectionNewArrivals {\n    storeCollection(slug: \"New-Arrivals\") {\n      name\n      slug\n    }\n  }\n": types.StoreCollectionNewArrivalsDocument,
    "\n  query StoreCollections {\n    storeCollections {\n      slug\n      name\n    }\n  }\n": types.StoreCollectionsDocument,
    "\n  query StoreCollectionName($slug: String!) {\n    storeCollection(slug: $slug) {\n      name\n    }\n  }\n": types.StoreCollectionNameDocument,
    "\n  query StoreListing($filter: ProductListingFilter, $sort: ProductSort, $page: PageInput) {\n    productListing(filter: $filter, sort: $sort, page: $page) {\n      totalItems\n      items {\n        id\n        name\n        slug\n        code\n        salePrice\n        discountedPrice\n        discountInPercent\n        stockQuantity\n        rating\n        createdAt\n        gallery\n        brand {\n          name\n          slug\n        }\n      }\n    }\n  }\n": types.StoreListingDocument,
    "\n  query StoreCollection($slug: String!, $sort: ProductSort, $page: PageInput) {\n    collectionProducts(slug: $slug, sort: $sort, page: $page) {\n      totalItems\n      items {\n        id\n        name\n        slug\n        code\n        salePrice\n        discountedPrice\n        discountInPercent\n        stockQuantity\n        rating\n        createdAt\n        gallery\n        brand {\n          name\n          slug\n        }\n      }\n    }\n  }\n": types.StoreCollectionDocument,
    "\n  query TestListingRelatedReviews($take: Int!) {\n    productListing(sort: NAME_ASC, page: { take: $take }) {\n      items {\n        id\n        related(limit: 8) {\n          id\n          name\n          brand {\n            name\n          }\n          related(limit: 2) {\n            id\n          }\n        }\n        reviews(page: { take: 2 }) {\n          totalItems\n          items {\n            title\n            authorName\n          }\n        }\n      }\n    }\n  }\n": types.TestListingRelatedReviewsDocument,
    "\n  query TestUsers($options: UserListOptions) {\n    users(options: $options) {\n      totalItems\n      items {\n        id\n        name\n        email\n        role\n        isActive\n      }\n    }\n  }\n": types.TestUsersDocument,
    "\n  query TestUser($id: Int!) {\n    user(id: $id) {\n      id\n      name\n      email\n      role\n    }\n  }\n": types.TestUserDocument,
    "\n  mutation TestSetUserRole($id: Int!, $role: Role!) {\n    updateUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": types.TestSetUserRoleDocument,
    "\n  mutation TestDeleteUser($id: Int!) {\n    deleteUser(id: $id) {\n      id\n      email\n      role\n    }\n  }\n": types.TestDeleteUserDocument,
    "\n  mutation TestUpdateProfileImage($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      image\n    }\n  }\n": types.TestUpdateProfileImageDocument,
    "\n  query TestMeId {\n    me {\n      id\n    }\n  }\n": types.TestMeIdDocument,
    "\n  query TestUsersAllFields {\n    users {\n      items {\n        id\n        name\n        email\n        role\n        contactNo1\n        contactNo2\n        city\n        address\n        image\n        isActive\n        createdAt\n        updatedAt\n        branchCode\n      }\n    }\n  }\n": types.TestUsersAllFieldsDocument,
    "\n  mutation HelperCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      accessToken\n      order {\n        id\n        orderNumber\n        status\n        userId\n        customerName\n        email\n        phone\n        addressLine1\n        addressLine2\n        city\n        postcode\n        shippingMethod\n        subtotal\n        discount\n        shipping\n        total\n        lines {\n          productId\n          productName\n          productCode\n          quantity\n          unitPrice\n          lineTotal\n        }\n      }\n    }\n  }\n": types.HelperCreateOrderDocument,
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
export function graphql(source: "\n  fragment AddressesFields on SavedAddress {\n    id\n    userId\n    label\n    fullName\n    phone\n    addressLine1\n    addressLine2\n    city\n    postcode\n    isDefault\n  }\n"): (typeof documents)["\n  fragment AddressesFields on SavedAddress {\n    id\n    userId\n    label\n    fullName\n    phone\n    addressLine1\n    addressLine2\n    city\n    postcode\n    isDefault\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressesMine {\n    myAddresses {\n      ...AddressesFields\n    }\n  }\n"): (typeof documents)["\n  query AddressesMine {\n    myAddresses {\n      ...AddressesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddressesCreate($input: SavedAddressInput!) {\n    createMyAddress(input: $input) {\n      ...AddressesFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddressesCreate($input: SavedAddressInput!) {\n    createMyAddress(input: $input) {\n      ...AddressesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddressesUpdate($id: Int!, $input: SavedAddressInput!) {\n    updateMyAddress(id: $id, input: $input) {\n      ...AddressesFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddressesUpdate($id: Int!, $input: SavedAddressInput!) {\n    updateMyAddress(id: $id, input: $input) {\n      ...AddressesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddressesDelete($id: Int!) {\n    deleteMyAddress(id: $id) {\n      ...AddressesFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddressesDelete($id: Int!) {\n    deleteMyAddress(id: $id) {\n      ...AddressesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddressesSetDefault($id: Int!) {\n    setDefaultAddress(id: $id) {\n      ...AddressesFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddressesSetDefault($id: Int!) {\n    setDefaultAddress(id: $id) {\n      ...AddressesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPasswordNoEnumeration($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ForgotPasswordNoEnumeration($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginLimitsLogin($name: String!, $password: String!) {\n    login(name: $name, password: $password) {\n      token\n      user {\n        id\n        name\n        email\n        role\n        contactNo1\n        contactNo2\n        city\n        address\n        image\n        isActive\n        branchCode\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginLimitsLogin($name: String!, $password: String!) {\n    login(name: $name, password: $password) {\n      token\n      user {\n        id\n        name\n        email\n        role\n        contactNo1\n        contactNo2\n        city\n        address\n        image\n        isActive\n        branchCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginLimitsChangePassword($c: String!, $n: String!, $k: String!) {\n    changePassword(currentPassword: $c, newPassword: $n, confirmPassword: $k) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation LoginLimitsChangePassword($c: String!, $n: String!, $k: String!) {\n    changePassword(currentPassword: $c, newPassword: $n, confirmPassword: $k) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestMyData {\n    myData {\n      fileName\n      json\n    }\n  }\n"): (typeof documents)["\n  query TestMyData {\n    myData {\n      fileName\n      json\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestDeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation TestDeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestCreateMyAddress($input: SavedAddressInput!) {\n    createMyAddress(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation TestCreateMyAddress($input: SavedAddressInput!) {\n    createMyAddress(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestPrivacyMe {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query TestPrivacyMe {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestGuestOrderName($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      customerName\n    }\n  }\n"): (typeof documents)["\n  query TestGuestOrderName($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      customerName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestAnonymisedOrder($id: Int!) {\n    order(id: $id) {\n      id\n      userId\n      customerName\n      email\n      phone\n      addressLine1\n      addressLine2\n      city\n      postcode\n      lines {\n        productName\n        quantity\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestAnonymisedOrder($id: Int!) {\n    order(id: $id) {\n      id\n      userId\n      customerName\n      email\n      phone\n      addressLine1\n      addressLine2\n      city\n      postcode\n      lines {\n        productName\n        quantity\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileUserFields on User {\n    id\n    name\n    email\n    role\n    contactNo1\n    contactNo2\n    city\n    address\n    image\n    isActive\n    branchCode\n  }\n"): (typeof documents)["\n  fragment ProfileUserFields on User {\n    id\n    name\n    email\n    role\n    contactNo1\n    contactNo2\n    city\n    address\n    image\n    isActive\n    branchCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileMe {\n    me {\n      ...ProfileUserFields\n    }\n  }\n"): (typeof documents)["\n  query ProfileMe {\n    me {\n      ...ProfileUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileMeWithDates {\n    me {\n      ...ProfileUserFields\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query ProfileMeWithDates {\n    me {\n      ...ProfileUserFields\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileUpdate($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileUpdate($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileChangePassword($c: String!, $n: String!, $k: String!) {\n    changePassword(currentPassword: $c, newPassword: $n, confirmPassword: $k) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileChangePassword($c: String!, $n: String!, $k: String!) {\n    changePassword(currentPassword: $c, newPassword: $n, confirmPassword: $k) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileResetPassword($token: String!, $n: String!, $k: String!) {\n    resetPassword(token: $token, newPassword: $n, confirmPassword: $k) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileResetPassword($token: String!, $n: String!, $k: String!) {\n    resetPassword(token: $token, newPassword: $n, confirmPassword: $k) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RegisterLoginUserFields on User {\n    id\n    name\n    email\n    role\n    contactNo1\n    contactNo2\n    city\n    address\n    image\n    isActive\n    branchCode\n  }\n"): (typeof documents)["\n  fragment RegisterLoginUserFields on User {\n    id\n    name\n    email\n    role\n    contactNo1\n    contactNo2\n    city\n    address\n    image\n    isActive\n    branchCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterLoginRegister($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        ...RegisterLoginUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterLoginRegister($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        ...RegisterLoginUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterLoginLogin($name: String!, $password: String!) {\n    login(name: $name, password: $password) {\n      token\n      user {\n        ...RegisterLoginUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterLoginLogin($name: String!, $password: String!) {\n    login(name: $name, password: $password) {\n      token\n      user {\n        ...RegisterLoginUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegisterLoginMe {\n    me {\n      ...RegisterLoginUserFields\n    }\n  }\n"): (typeof documents)["\n  query RegisterLoginMe {\n    me {\n      ...RegisterLoginUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegisterLoginUsers {\n    users {\n      totalItems\n      items {\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query RegisterLoginUsers {\n    users {\n      totalItems\n      items {\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegisterLoginUserCount {\n    users {\n      totalItems\n    }\n  }\n"): (typeof documents)["\n  query RegisterLoginUserCount {\n    users {\n      totalItems\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegisterLoginUserTypeFields {\n    __type(name: \"User\") {\n      fields {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query RegisterLoginUserTypeFields {\n    __type(name: \"User\") {\n      fields {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestTokensMe {\n    me {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  query TestTokensMe {\n    me {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestTokensChangePassword($c: String!, $n: String!, $k: String!) {\n    changePassword(currentPassword: $c, newPassword: $n, confirmPassword: $k) {\n      message\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation TestTokensChangePassword($c: String!, $n: String!, $k: String!) {\n    changePassword(currentPassword: $c, newPassword: $n, confirmPassword: $k) {\n      message\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestTokensForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation TestTokensForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestTokensResetPassword($token: String!, $n: String!, $k: String!) {\n    resetPassword(token: $token, newPassword: $n, confirmPassword: $k) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation TestTokensResetPassword($token: String!, $n: String!, $k: String!) {\n    resetPassword(token: $token, newPassword: $n, confirmPassword: $k) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestTokensSetRole($id: Int!, $role: Role!) {\n    updateUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation TestTokensSetRole($id: Int!, $role: Role!) {\n    updateUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestLogout {\n    logout\n  }\n"): (typeof documents)["\n  mutation TestLogout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestAuditEntries($f: AuditEntryFilter, $p: AuditPage) {\n    auditEntries(filter: $f, page: $p) {\n      totalItems\n      items {\n        id\n        userEmail\n        operation\n        dataSet\n        recordId\n        action\n        changes {\n          field\n          before\n          after\n          hidden\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestAuditEntries($f: AuditEntryFilter, $p: AuditPage) {\n    auditEntries(filter: $f, page: $p) {\n      totalItems\n      items {\n        id\n        userEmail\n        operation\n        dataSet\n        recordId\n        action\n        changes {\n          field\n          before\n          after\n          hidden\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestAuditEntriesCsv($f: AuditEntryFilter) {\n    auditEntriesCsv(filter: $f) {\n      csv\n      rowCount\n      totalItems\n      truncated\n    }\n  }\n"): (typeof documents)["\n  query TestAuditEntriesCsv($f: AuditEntryFilter) {\n    auditEntriesCsv(filter: $f) {\n      csv\n      rowCount\n      totalItems\n      truncated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestAuditDataSets {\n    auditDataSets\n  }\n"): (typeof documents)["\n  query TestAuditDataSets {\n    auditDataSets\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmationMailPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      orderPath\n      order {\n        id\n        orderNumber\n        total\n        vat\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmationMailPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      orderPath\n      order {\n        id\n        orderNumber\n        total\n        vat\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestPlaceOrderAction($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      replayed\n      order {\n        id\n        orderNumber\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestPlaceOrderAction($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      replayed\n      order {\n        id\n        orderNumber\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestCancelMyOrder($id: Int!, $token: String) {\n    cancelMyOrder(id: $id, accessToken: $token) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation TestCancelMyOrder($id: Int!, $token: String) {\n    cancelMyOrder(id: $id, accessToken: $token) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestRequestReturn($id: Int!, $reason: String!, $token: String) {\n    requestReturn(id: $id, reason: $reason, accessToken: $token) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation TestRequestReturn($id: Int!, $reason: String!, $token: String) {\n    requestReturn(id: $id, reason: $reason, accessToken: $token) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestUpdateOrderStatus($id: Int!, $status: String!, $tracking: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation TestUpdateOrderStatus($id: Int!, $status: String!, $tracking: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestOrderEvents($id: Int!) {\n    order(id: $id) {\n      events {\n        status\n        note\n        userName\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestOrderEvents($id: Int!) {\n    order(id: $id) {\n      events {\n        status\n        note\n        userName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestOldShippingOptions {\n    shippingOptions(weightGrams: 500, subtotal: 20) {\n      method\n      price\n      free\n    }\n  }\n"): (typeof documents)["\n  query TestOldShippingOptions {\n    shippingOptions(weightGrams: 500, subtotal: 20) {\n      method\n      price\n      free\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      orderPath\n      replayed\n      payment {\n        method\n        label\n        status\n        reference\n        amount\n        message\n        bankTransfer {\n          accountName\n          sortCode\n          accountNumber\n        }\n      }\n      order {\n        id\n        orderNumber\n        status\n        userId\n        email\n        customerName\n        postcode\n        shippingMethod\n        paymentMethod\n        subtotal\n        discount\n        shipping\n        total\n        vat\n        lines {\n          productId\n          quantity\n          unitPrice\n          lineTotal\n          vat\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      orderPath\n      replayed\n      payment {\n        method\n        label\n        status\n        reference\n        amount\n        message\n        bankTransfer {\n          accountName\n          sortCode\n          accountNumber\n        }\n      }\n      order {\n        id\n        orderNumber\n        status\n        userId\n        email\n        customerName\n        postcode\n        shippingMethod\n        paymentMethod\n        subtotal\n        discount\n        shipping\n        total\n        vat\n        lines {\n          productId\n          quantity\n          unitPrice\n          lineTotal\n          vat\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestPlacedOrder($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      orderNumber\n      total\n      vat\n      paymentInstructions {\n        reference\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestPlacedOrder($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      orderNumber\n      total\n      vat\n      paymentInstructions {\n        reference\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestCheckoutOptions($lines: [CheckoutLineInput!]!, $code: String, $postcode: String) {\n    checkoutOptions(lines: $lines, discountCode: $code, postcode: $postcode) {\n      lines {\n        productId\n        name\n        code\n        slug\n        mainImage\n        quantity\n        unitPrice\n        originalPrice\n        lineTotal\n        available\n      }\n      subtotal\n      discount\n      discountCode\n      discountMessage\n      vat\n      weightGrams\n      postcode\n      refusal\n      options {\n        method\n        name\n        delivery\n        price\n        free\n        total\n        vat\n        dispatchDate\n        deliveryFrom\n        deliveryTo\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestCheckoutOptions($lines: [CheckoutLineInput!]!, $code: String, $postcode: String) {\n    checkoutOptions(lines: $lines, discountCode: $code, postcode: $postcode) {\n      lines {\n        productId\n        name\n        code\n        slug\n        mainImage\n        quantity\n        unitPrice\n        originalPrice\n        lineTotal\n        available\n      }\n      subtotal\n      discount\n      discountCode\n      discountMessage\n      vat\n      weightGrams\n      postcode\n      refusal\n      options {\n        method\n        name\n        delivery\n        price\n        free\n        total\n        vat\n        dispatchDate\n        deliveryFrom\n        deliveryTo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContactSend($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ContactSend($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContactDelete($id: Int!) {\n    deleteContactMessage(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ContactDelete($id: Int!) {\n    deleteContactMessage(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactCount {\n    contactMessages {\n      totalItems\n    }\n  }\n"): (typeof documents)["\n  query ContactCount {\n    contactMessages {\n      totalItems\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactSearch($s: String) {\n    contactMessages(options: { search: $s }) {\n      items {\n        fullName\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactSearch($s: String) {\n    contactMessages(options: { search: $s }) {\n      items {\n        fullName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContactSetHandled($id: Int!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n"): (typeof documents)["\n  mutation ContactSetHandled($id: Int!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactList($handled: Boolean) {\n    contactMessages(options: { handled: $handled, take: 100 }) {\n      totalItems\n      items {\n        id\n        handledAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactList($handled: Boolean) {\n    contactMessages(options: { handled: $handled, take: 100 }) {\n      totalItems\n      items {\n        id\n        handledAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactNotifications {\n    staffNotifications {\n      entries {\n        kind\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactNotifications {\n    staffNotifications {\n      entries {\n        kind\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query TestFooter {\n          footer {\n            mainTitle\n            links {\n              subtitle\n              slug\n            }\n          }\n        }\n      "): (typeof documents)["\n        query TestFooter {\n          footer {\n            mainTitle\n            links {\n              subtitle\n              slug\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query TestFooterSlugs {\n            footer {\n              links {\n                slug\n              }\n            }\n          }\n        "): (typeof documents)["\n          query TestFooterSlugs {\n            footer {\n              links {\n                slug\n              }\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query TestFooterPage($slug: String!) {\n          footerPage(slug: $slug) {\n            subtitle\n            slug\n            body\n          }\n        }\n      "): (typeof documents)["\n        query TestFooterPage($slug: String!) {\n          footerPage(slug: $slug) {\n            subtitle\n            slug\n            body\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query TestFooterPageSlug($slug: String!) {\n            footerPage(slug: $slug) {\n              slug\n            }\n          }\n        "): (typeof documents)["\n          query TestFooterPageSlug($slug: String!) {\n            footerPage(slug: $slug) {\n              slug\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query TestAboutUs {\n            aboutUs {\n              title\n              fileName\n              subSections {\n                heading\n                paragraph\n              }\n            }\n          }\n        "): (typeof documents)["\n          query TestAboutUs {\n            aboutUs {\n              title\n              fileName\n              subSections {\n                heading\n                paragraph\n              }\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query TestFaq {\n            faq {\n              heading\n              questions {\n                question\n                answer\n              }\n            }\n          }\n        "): (typeof documents)["\n          query TestFaq {\n            faq {\n              heading\n              questions {\n                question\n                answer\n              }\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query TestActiveBanners {\n          activeBanners {\n            title\n            status\n          }\n        }\n      "): (typeof documents)["\n        query TestActiveBanners {\n          activeBanners {\n            title\n            status\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query TestLatestDeals {\n          latestDeals {\n            title\n            linkType\n            linkSlug\n            href\n          }\n        }\n      "): (typeof documents)["\n        query TestLatestDeals {\n          latestDeals {\n            title\n            linkType\n            linkSlug\n            href\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query TestStoreCollections {\n          storeCollections {\n            name\n            slug\n            view\n          }\n        }\n      "): (typeof documents)["\n        query TestStoreCollections {\n          storeCollections {\n            name\n            slug\n            view\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query TestBranchContent {\n          footer {\n            mainTitle\n          }\n          aboutUs {\n            title\n          }\n          faq {\n            heading\n          }\n          activeBanners {\n            title\n          }\n          latestDeals {\n            title\n          }\n          storeCollections {\n            name\n          }\n        }\n      "): (typeof documents)["\n        query TestBranchContent {\n          footer {\n            mainTitle\n          }\n          aboutUs {\n            title\n          }\n          faq {\n            heading\n          }\n          activeBanners {\n            title\n          }\n          latestDeals {\n            title\n          }\n          storeCollections {\n            name\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query TestBranchFooterPage {\n          footerPage(slug: \"return-refunds\") {\n            slug\n          }\n        }\n      "): (typeof documents)["\n        query TestBranchFooterPage {\n          footerPage(slug: \"return-refunds\") {\n            slug\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query TestSeededContent {\n          footer {\n            mainTitle\n            links {\n              subtitle\n              slug\n            }\n          }\n          aboutUs {\n            title\n            subSections {\n              heading\n            }\n          }\n          faq {\n            heading\n            questions {\n              question\n            }\n          }\n          activeBanners {\n            title\n          }\n          storeCollections {\n            slug\n            view\n          }\n        }\n      "): (typeof documents)["\n        query TestSeededContent {\n          footer {\n            mainTitle\n            links {\n              subtitle\n              slug\n            }\n          }\n          aboutUs {\n            title\n            subSections {\n              heading\n            }\n          }\n          faq {\n            heading\n            questions {\n              question\n            }\n          }\n          activeBanners {\n            title\n          }\n          storeCollections {\n            slug\n            view\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query TestSeededFooterPage($slug: String!) {\n          footerPage(slug: $slug) {\n            subtitle\n          }\n        }\n      "): (typeof documents)["\n        query TestSeededFooterPage($slug: String!) {\n          footerPage(slug: $slug) {\n            subtitle\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard($days: Int) {\n    dashboard(days: $days) {\n      totalOrders\n      revenue\n      products\n      customers\n      salesByDay {\n        date\n        orders\n        revenue\n      }\n      recentOrders {\n        orderNumber\n        status\n        total\n      }\n      topSelling {\n        productId\n        name\n        code\n        quantity\n        revenue\n      }\n      lowStock {\n        name\n        stockQuantity\n      }\n    }\n  }\n"): (typeof documents)["\n  query Dashboard($days: Int) {\n    dashboard(days: $days) {\n      totalOrders\n      revenue\n      products\n      customers\n      salesByDay {\n        date\n        orders\n        revenue\n      }\n      recentOrders {\n        orderNumber\n        status\n        total\n      }\n      topSelling {\n        productId\n        name\n        code\n        quantity\n        revenue\n      }\n      lowStock {\n        name\n        stockQuantity\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardThreeDays {\n    dashboard(days: 3) {\n      totalOrders\n      revenue\n      products\n      customers\n      salesByDay {\n        orders\n        revenue\n      }\n      recentOrders {\n        id\n      }\n      topSelling {\n        productId\n      }\n      lowStock {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardThreeDays {\n    dashboard(days: 3) {\n      totalOrders\n      revenue\n      products\n      customers\n      salesByDay {\n        orders\n        revenue\n      }\n      recentOrders {\n        id\n      }\n      topSelling {\n        productId\n      }\n      lowStock {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscountLimitsPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        email\n        discount\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DiscountLimitsPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        email\n        discount\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscountLimitsCheckoutOptions($lines: [CheckoutLineInput!]!, $code: String) {\n    checkoutOptions(lines: $lines, discountCode: $code) {\n      discount\n      discountCode\n      discountMessage\n      discountNote\n    }\n  }\n"): (typeof documents)["\n  query DiscountLimitsCheckoutOptions($lines: [CheckoutLineInput!]!, $code: String) {\n    checkoutOptions(lines: $lines, discountCode: $code) {\n      discount\n      discountCode\n      discountMessage\n      discountNote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscountLimitsOrderStatus($id: Int!, $status: String!) {\n    updateOrderStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation DiscountLimitsOrderStatus($id: Int!, $status: String!) {\n    updateOrderStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscountLimitsCreateCode($input: CreateDiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      code\n      firstOrderOnly\n      oncePerCustomer\n    }\n  }\n"): (typeof documents)["\n  mutation DiscountLimitsCreateCode($input: CreateDiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      code\n      firstOrderOnly\n      oncePerCustomer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscountLimitsCreatePlainCode($input: CreateDiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      firstOrderOnly\n      oncePerCustomer\n    }\n  }\n"): (typeof documents)["\n  mutation DiscountLimitsCreatePlainCode($input: CreateDiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      firstOrderOnly\n      oncePerCustomer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestStaffNotifications {\n    staffNotifications {\n      total\n      entries {\n        kind\n        label\n        count\n        path\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestStaffNotifications {\n    staffNotifications {\n      total\n      entries {\n        kind\n        label\n        count\n        path\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderEventsMove($id: Int!, $status: String!, $note: String, $trackingNumber: String, $carrier: String) {\n    updateOrderStatus(id: $id, status: $status, note: $note, trackingNumber: $trackingNumber, carrier: $carrier) {\n      id\n      status\n      nextStatuses\n    }\n  }\n"): (typeof documents)["\n  mutation OrderEventsMove($id: Int!, $status: String!, $note: String, $trackingNumber: String, $carrier: String) {\n    updateOrderStatus(id: $id, status: $status, note: $note, trackingNumber: $trackingNumber, carrier: $carrier) {\n      id\n      status\n      nextStatuses\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderEventsHistory($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      status\n      nextStatuses\n      events {\n        status\n        createdAt\n        userId\n        userName\n        note\n        trackingNumber\n        carrier\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderEventsHistory($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      status\n      nextStatuses\n      events {\n        status\n        createdAt\n        userId\n        userName\n        note\n        trackingNumber\n        carrier\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderEventsCustomerHistory($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      events {\n        status\n        createdAt\n        trackingNumber\n        carrier\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderEventsCustomerHistory($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      events {\n        status\n        createdAt\n        trackingNumber\n        carrier\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderEventsList($o: OrderListOptions) {\n    orders(options: $o) {\n      totalItems\n      items {\n        orderNumber\n        status\n        nextStatuses\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderEventsList($o: OrderListOptions) {\n    orders(options: $o) {\n      totalItems\n      items {\n        orderNumber\n        status\n        nextStatuses\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestGuestLinkPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      replayed\n      order {\n        id\n        orderNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestGuestLinkPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      replayed\n      order {\n        id\n        orderNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestGuestLinkOrder($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      orderNumber\n      customerName\n      postcode\n    }\n  }\n"): (typeof documents)["\n  query TestGuestLinkOrder($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      orderNumber\n      customerName\n      postcode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestGuestLinkCancel($id: Int!, $token: String) {\n    cancelMyOrder(id: $id, accessToken: $token) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation TestGuestLinkCancel($id: Int!, $token: String) {\n    cancelMyOrder(id: $id, accessToken: $token) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestGuestLinkReturn($id: Int!, $token: String) {\n    requestReturn(id: $id, reason: \"Wrong shade\", accessToken: $token) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation TestGuestLinkReturn($id: Int!, $token: String) {\n    requestReturn(id: $id, reason: \"Wrong shade\", accessToken: $token) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSendOrderLink($orderNumber: String!, $email: String!) {\n    sendOrderLink(orderNumber: $orderNumber, email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation TestSendOrderLink($orderNumber: String!, $email: String!) {\n    sendOrderLink(orderNumber: $orderNumber, email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestReturnsGuestView($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      status\n      returnRequestableUntil\n      events {\n        status\n        createdAt\n        trackingNumber\n        carrier\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestReturnsGuestView($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      status\n      returnRequestableUntil\n      events {\n        status\n        createdAt\n        trackingNumber\n        carrier\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestReturnsOrderStatus($id: Int!, $status: String!, $tracking: String, $carrier: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking, carrier: $carrier) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation TestReturnsOrderStatus($id: Int!, $status: String!, $tracking: String, $carrier: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking, carrier: $carrier) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestReturnsRequestReturn($id: Int!, $reason: String!, $token: String) {\n    requestReturn(id: $id, reason: $reason, accessToken: $token) {\n      id\n      status\n      returnRequestableUntil\n      events {\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestReturnsRequestReturn($id: Int!, $reason: String!, $token: String) {\n    requestReturn(id: $id, reason: $reason, accessToken: $token) {\n      id\n      status\n      returnRequestableUntil\n      events {\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestReturnsOrders($o: OrderListOptions) {\n    orders(options: $o) {\n      totalItems\n      items {\n        orderNumber\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestReturnsOrders($o: OrderListOptions) {\n    orders(options: $o) {\n      totalItems\n      items {\n        orderNumber\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestReturnsNotifications {\n    staffNotifications {\n      entries {\n        kind\n        count\n        path\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestReturnsNotifications {\n    staffNotifications {\n      entries {\n        kind\n        count\n        path\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestCreatedOrder($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      orderNumber\n      total\n    }\n  }\n"): (typeof documents)["\n  query TestCreatedOrder($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      orderNumber\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestShippingOptions($w: Int!, $s: Float!) {\n    shippingOptions(weightGrams: $w, subtotal: $s) {\n      method\n      name\n      delivery\n      price\n      free\n    }\n  }\n"): (typeof documents)["\n  query TestShippingOptions($w: Int!, $s: Float!) {\n    shippingOptions(weightGrams: $w, subtotal: $s) {\n      method\n      name\n      delivery\n      price\n      free\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query TestOrderInputFields {\n          line: __type(name: \"CreateOrderLineInput\") {\n            inputFields {\n              name\n            }\n          }\n          order: __type(name: \"CreateOrderInput\") {\n            inputFields {\n              name\n            }\n          }\n        }\n      "): (typeof documents)["\n        query TestOrderInputFields {\n          line: __type(name: \"CreateOrderLineInput\") {\n            inputFields {\n              name\n            }\n          }\n          order: __type(name: \"CreateOrderInput\") {\n            inputFields {\n              name\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query TestMyOrderIds {\n          myOrders {\n            items {\n              id\n            }\n          }\n        }\n      "): (typeof documents)["\n        query TestMyOrderIds {\n          myOrders {\n            items {\n              id\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestOrders($options: OrderListOptions) {\n    orders(options: $options) {\n      totalItems\n      items {\n        id\n        orderNumber\n        email\n        customerName\n        status\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestOrders($options: OrderListOptions) {\n    orders(options: $options) {\n      totalItems\n      items {\n        id\n        orderNumber\n        email\n        customerName\n        status\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestOrder($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      orderNumber\n      status\n      subtotal\n      shipping\n      discount\n      total\n      lines {\n        productId\n        productName\n        productCode\n        quantity\n        unitPrice\n        lineTotal\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestOrder($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      orderNumber\n      status\n      subtotal\n      shipping\n      discount\n      total\n      lines {\n        productId\n        productName\n        productCode\n        quantity\n        unitPrice\n        lineTotal\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestMyOrders($options: ListOptions) {\n    myOrders(options: $options) {\n      totalItems\n      items {\n        id\n        orderNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestMyOrders($options: ListOptions) {\n    myOrders(options: $options) {\n      totalItems\n      items {\n        id\n        orderNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestBatchOrderLines {\n    orders(options: { search: \"batch-\", take: 5 }) {\n      items {\n        orderNumber\n        lines {\n          quantity\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestBatchOrderLines {\n    orders(options: { search: \"batch-\", take: 5 }) {\n      items {\n        orderNumber\n        lines {\n          quantity\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestStatusUpdate($id: Int!, $status: String!, $trackingNumber: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $trackingNumber) {\n      id\n      status\n      total\n    }\n  }\n"): (typeof documents)["\n  mutation TestStatusUpdate($id: Int!, $status: String!, $trackingNumber: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $trackingNumber) {\n      id\n      status\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestStatusDeleteOrder($id: Int!) {\n    deleteOrder(id: $id) {\n      id\n      orderNumber\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation TestStatusDeleteOrder($id: Int!) {\n    deleteOrder(id: $id) {\n      id\n      orderNumber\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestStatusOrder($id: Int!) {\n    order(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  query TestStatusOrder($id: Int!) {\n    order(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestDeliveredSubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      id\n      status\n      rating\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation TestDeliveredSubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      id\n      status\n      rating\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestCanReviewProduct($productId: Int!) {\n    canReviewProduct(productId: $productId)\n  }\n"): (typeof documents)["\n  query TestCanReviewProduct($productId: Int!) {\n    canReviewProduct(productId: $productId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestDeliveredOrderStatus($id: Int!, $status: String!, $tracking: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation TestDeliveredOrderStatus($id: Int!, $status: String!, $tracking: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RewardPointsMine {\n    myRewardPoints {\n      balance\n      history {\n        points\n        reason\n        orderNumber\n        orderId\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query RewardPointsMine {\n    myRewardPoints {\n      balance\n      history {\n        points\n        reason\n        orderNumber\n        orderId\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RewardPointsMoveOrder($id: Int!, $status: String!, $tracking: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RewardPointsMoveOrder($id: Int!, $status: String!, $tracking: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreSearch($query: String!, $page: PageInput) {\n    search(query: $query, page: $page) {\n      totalItems\n      items {\n        id\n        name\n        slug\n        code\n        salePrice\n        discountedPrice\n        discountInPercent\n        stockQuantity\n        rating\n        createdAt\n        gallery\n        brand {\n          name\n          slug\n        }\n        shade {\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreSearch($query: String!, $page: PageInput) {\n    search(query: $query, page: $page) {\n      totalItems\n      items {\n        id\n        name\n        slug\n        code\n        salePrice\n        discountedPrice\n        discountInPercent\n        stockQuantity\n        rating\n        createdAt\n        gallery\n        brand {\n          name\n          slug\n        }\n        shade {\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SearchCreateProduct {\n    createProduct(input: { name: \"Zebrafruit Glow Balm\", salePrice: 9.99, stockQuantity: 5, ingredients: \"Shea butter\" }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SearchCreateProduct {\n    createProduct(input: { name: \"Zebrafruit Glow Balm\", salePrice: 9.99, stockQuantity: 5, ingredients: \"Shea butter\" }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SearchRenameProduct($id: Int!) {\n    updateProduct(id: $id, input: { name: \"Quokkaberry Glow Balm\" }) {\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation SearchRenameProduct($id: Int!) {\n    updateProduct(id: $id, input: { name: \"Quokkaberry Glow Balm\" }) {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SearchHideProduct($id: Int!) {\n    updateProduct(id: $id, input: { isActive: false }) {\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation SearchHideProduct($id: Int!) {\n    updateProduct(id: $id, input: { isActive: false }) {\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SearchShowProduct($id: Int!) {\n    updateProduct(id: $id, input: { isActive: true }) {\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation SearchShowProduct($id: Int!) {\n    updateProduct(id: $id, input: { isActive: true }) {\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SearchDeleteProduct($id: Int!) {\n    deleteProduct(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SearchDeleteProduct($id: Int!) {\n    deleteProduct(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SearchRenameBrand($id: Int!) {\n    updateBrand(id: $id, input: { name: \"Wombatwood Naturals\" }) {\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation SearchRenameBrand($id: Int!) {\n    updateBrand(id: $id, input: { name: \"Wombatwood Naturals\" }) {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SearchRenameShade($id: Int!) {\n    updateShade(id: $id, input: { name: \"Platypus Pink\" }) {\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation SearchRenameShade($id: Int!) {\n    updateShade(id: $id, input: { name: \"Platypus Pink\" }) {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeoCatalogue {\n    productListing(page: { take: 1 }) {\n      totalItems\n      items {\n        slug\n      }\n    }\n    brands(options: { take: 100 }) {\n      totalItems\n      items {\n        name\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  query SeoCatalogue {\n    productListing(page: { take: 1 }) {\n      totalItems\n      items {\n        slug\n      }\n    }\n    brands(options: { take: 100 }) {\n      totalItems\n      items {\n        name\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestMailShopSettings($input: UpdateShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      shopName\n    }\n  }\n"): (typeof documents)["\n  mutation TestMailShopSettings($input: UpdateShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      shopName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestMailOrderStatus($id: Int!, $status: String!, $trackingNumber: String, $carrier: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $trackingNumber, carrier: $carrier) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation TestMailOrderStatus($id: Int!, $status: String!, $trackingNumber: String, $carrier: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $trackingNumber, carrier: $carrier) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestMailForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation TestMailForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestMailContact($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation TestMailContact($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StockLedgerCreate($input: CreateStockMovementInput!) {\n    createStockMovement(input: $input) {\n      id\n      productId\n      quantity\n      reason\n      note\n      batchNumber\n      expiryDate\n      orderId\n      daysUntilExpiry\n      expiresSoon\n    }\n  }\n"): (typeof documents)["\n  mutation StockLedgerCreate($input: CreateStockMovementInput!) {\n    createStockMovement(input: $input) {\n      id\n      productId\n      quantity\n      reason\n      note\n      batchNumber\n      expiryDate\n      orderId\n      daysUntilExpiry\n      expiresSoon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StockLedgerUpdate($id: Int!, $input: UpdateStockMovementInput!) {\n    updateStockMovement(id: $id, input: $input) {\n      id\n      productId\n      quantity\n      reason\n      note\n      batchNumber\n      expiryDate\n      orderId\n      daysUntilExpiry\n      expiresSoon\n    }\n  }\n"): (typeof documents)["\n  mutation StockLedgerUpdate($id: Int!, $input: UpdateStockMovementInput!) {\n    updateStockMovement(id: $id, input: $input) {\n      id\n      productId\n      quantity\n      reason\n      note\n      batchNumber\n      expiryDate\n      orderId\n      daysUntilExpiry\n      expiresSoon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StockLedgerDelete($id: Int!) {\n    deleteStockMovement(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation StockLedgerDelete($id: Int!) {\n    deleteStockMovement(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockLedgerBatches($o: StockBatchListOptions) {\n    stockBatches(options: $o) {\n      totalItems\n      items {\n        id\n        productId\n        batchNumber\n        expiryDate\n        daysUntilExpiry\n        expiresSoon\n      }\n    }\n  }\n"): (typeof documents)["\n  query StockLedgerBatches($o: StockBatchListOptions) {\n    stockBatches(options: $o) {\n      totalItems\n      items {\n        id\n        productId\n        batchNumber\n        expiryDate\n        daysUntilExpiry\n        expiresSoon\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StockLedgerMoveOrder($id: Int!, $status: String!) {\n    updateOrderStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation StockLedgerMoveOrder($id: Int!, $status: String!) {\n    updateOrderStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StockLedgerCreateProduct($i: CreateProductInput!) {\n    createProduct(input: $i) {\n      id\n      stockQuantity\n    }\n  }\n"): (typeof documents)["\n  mutation StockLedgerCreateProduct($i: CreateProductInput!) {\n    createProduct(input: $i) {\n      id\n      stockQuantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StockLedgerSetProductStock($id: Int!, $i: UpdateProductInput!) {\n    updateProduct(id: $id, input: $i) {\n      stockQuantity\n    }\n  }\n"): (typeof documents)["\n  mutation StockLedgerSetProductStock($id: Int!, $i: UpdateProductInput!) {\n    updateProduct(id: $id, input: $i) {\n      stockQuantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StockLedgerUpdateProduct($id: Int!, $i: UpdateProductInput!) {\n    updateProduct(id: $id, input: $i) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation StockLedgerUpdateProduct($id: Int!, $i: UpdateProductInput!) {\n    updateProduct(id: $id, input: $i) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StockLedgerDeleteOrder($id: Int!) {\n    deleteOrder(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation StockLedgerDeleteOrder($id: Int!) {\n    deleteOrder(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StockLedgerCreateLocation {\n    createProductLocation(input: { name: \"Shelf B2\" }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation StockLedgerCreateLocation {\n    createProductLocation(input: { name: \"Shelf B2\" }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockLedgerNamed($o: StockMovementListOptions, $b: StockBatchListOptions) {\n    stockMovements(options: $o) {\n      items {\n        id\n        product {\n          id\n          name\n          code\n          stockQuantity\n        }\n        productLocation {\n          id\n          name\n        }\n      }\n    }\n    stockBatches(options: $b) {\n      items {\n        id\n        product {\n          name\n        }\n        productLocation {\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StockLedgerNamed($o: StockMovementListOptions, $b: StockBatchListOptions) {\n    stockMovements(options: $o) {\n      items {\n        id\n        product {\n          id\n          name\n          code\n          stockQuantity\n        }\n        productLocation {\n          id\n          name\n        }\n      }\n    }\n    stockBatches(options: $b) {\n      items {\n        id\n        product {\n          name\n        }\n        productLocation {\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreMenu {\n    menu {\n      name\n      slug\n      position\n      categories {\n        name\n        slug\n        position\n        subCategories {\n          name\n          slug\n          parentItems {\n            title\n            slug\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreMenu {\n    menu {\n      name\n      slug\n      position\n      categories {\n        name\n        slug\n        position\n        subCategories {\n          name\n          slug\n          parentItems {\n            title\n            slug\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreNavbar($code: String) {\n    navbarCategories(categoryCode: $code) {\n      code\n      name\n      slug\n      department {\n        slug\n      }\n      subCategories {\n        name\n        slug\n        parentItems {\n          title\n          slug\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreNavbar($code: String) {\n    navbarCategories(categoryCode: $code) {\n      code\n      name\n      slug\n      department {\n        slug\n      }\n      subCategories {\n        name\n        slug\n        parentItems {\n          title\n          slug\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreCatalogueDepartments {\n    departments {\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreCatalogueDepartments {\n    departments {\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoreCatalogueCreateCategory($d: Int!) {\n    createCategory(input: { departmentId: $d, title: \"Gift Boxes\" }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation StoreCatalogueCreateCategory($d: Int!) {\n    createCategory(input: { departmentId: $d, title: \"Gift Boxes\" }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoreCatalogueCreateSubCategory($c: Int!) {\n    createSubCategory(input: { categoryId: $c, title: \"Mini Gift Boxes\" }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation StoreCatalogueCreateSubCategory($c: Int!) {\n    createSubCategory(input: { categoryId: $c, title: \"Mini Gift Boxes\" }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoreCatalogueCreateParentItem($s: Int!) {\n    createParentItem(input: { subCategoryId: $s, title: \"Pamper Box\" }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation StoreCatalogueCreateParentItem($s: Int!) {\n    createParentItem(input: { subCategoryId: $s, title: \"Pamper Box\" }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreCategory($s: String!) {\n    categoryBySlug(slug: $s) {\n      name\n      department {\n        slug\n      }\n      subCategories {\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreCategory($s: String!) {\n    categoryBySlug(slug: $s) {\n      name\n      department {\n        slug\n      }\n      subCategories {\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreSubCategoryShampoo {\n    subCategoryBySlug(slug: \"shampoo\") {\n      name\n      title\n      category {\n        slug\n        department {\n          slug\n        }\n      }\n      parentItems {\n        title\n        slug\n        position\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreSubCategoryShampoo {\n    subCategoryBySlug(slug: \"shampoo\") {\n      name\n      title\n      category {\n        slug\n        department {\n          slug\n        }\n      }\n      parentItems {\n        title\n        slug\n        position\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreParentItem($s: String!) {\n    parentItemBySlug(slug: $s) {\n      title\n      subCategory {\n        slug\n      }\n      products {\n        name\n        isActive\n        discountedPrice\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreParentItem($s: String!) {\n    parentItemBySlug(slug: $s) {\n      title\n      subCategory {\n        slug\n      }\n      products {\n        name\n        isActive\n        discountedPrice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreDepartmentHair {\n    departmentBySlug(slug: \"hair\") {\n      name\n      categories {\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreDepartmentHair {\n    departmentBySlug(slug: \"hair\") {\n      name\n      categories {\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoreCatalogueHideSubCategory($id: Int!) {\n    updateSubCategory(id: $id, input: { isActive: false }) {\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation StoreCatalogueHideSubCategory($id: Int!) {\n    updateSubCategory(id: $id, input: { isActive: false }) {\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoreCatalogueShowSubCategory($id: Int!) {\n    updateSubCategory(id: $id, input: { isActive: true }) {\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation StoreCatalogueShowSubCategory($id: Int!) {\n    updateSubCategory(id: $id, input: { isActive: true }) {\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreSubCategoryHairspray {\n    subCategoryBySlug(slug: \"hairspray\") {\n      slug\n    }\n  }\n"): (typeof documents)["\n  query StoreSubCategoryHairspray {\n    subCategoryBySlug(slug: \"hairspray\") {\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreFilters($sub: String!, $brand: String) {\n    filterOptions(subCategorySlug: $sub, brandSlug: $brand) {\n      brands {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      sizes {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      types {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      colors {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      shades {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      weights {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      volumes {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      fragrances {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      flavors {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      vendors {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      prices {\n        label\n        minPrice\n        maxPrice\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreFilters($sub: String!, $brand: String) {\n    filterOptions(subCategorySlug: $sub, brandSlug: $brand) {\n      brands {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      sizes {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      types {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      colors {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      shades {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      weights {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      volumes {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      fragrances {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      flavors {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      vendors {\n        id\n        code\n        name\n        hexCode\n        count\n      }\n      prices {\n        label\n        minPrice\n        maxPrice\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreFiltersListingTotal($f: ProductListingFilter) {\n    productListing(filter: $f) {\n      totalItems\n    }\n  }\n"): (typeof documents)["\n  query StoreFiltersListingTotal($f: ProductListingFilter) {\n    productListing(filter: $f) {\n      totalItems\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreBrands {\n    brandGroups {\n      letter\n      brands {\n        name\n        slug\n        keyLetter\n        fileName\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreBrands {\n    brandGroups {\n      letter\n      brands {\n        name\n        slug\n        keyLetter\n        fileName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoreFiltersHideBrand($id: Int!) {\n    updateBrand(id: $id, input: { isActive: false }) {\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation StoreFiltersHideBrand($id: Int!) {\n    updateBrand(id: $id, input: { isActive: false }) {\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoreFiltersShowBrand($id: Int!) {\n    updateBrand(id: $id, input: { isActive: true }) {\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation StoreFiltersShowBrand($id: Int!) {\n    updateBrand(id: $id, input: { isActive: true }) {\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreBrandPage($slug: String!) {\n    brandBySlug(slug: $slug) {\n      name\n      slug\n      fileName\n    }\n    brandSubCategories(brandSlug: $slug) {\n      name\n      slug\n      fileName\n      category {\n        slug\n        department {\n          slug\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreBrandPage($slug: String!) {\n    brandBySlug(slug: $slug) {\n      name\n      slug\n      fileName\n    }\n    brandSubCategories(brandSlug: $slug) {\n      name\n      slug\n      fileName\n      category {\n        slug\n        department {\n          slug\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreListingFilters($filter: ProductListingFilter) {\n    filterOptions(filter: $filter) {\n      brands {\n        id\n        code\n        name\n        count\n      }\n      sizes {\n        id\n        code\n        name\n        count\n      }\n      types {\n        id\n        code\n        name\n        count\n      }\n      colors {\n        id\n        code\n        name\n        count\n      }\n      shades {\n        id\n        code\n        name\n        count\n      }\n      weights {\n        id\n        code\n        name\n        count\n      }\n      volumes {\n        id\n        code\n        name\n        count\n      }\n      fragrances {\n        id\n        code\n        name\n        count\n      }\n      flavors {\n        id\n        code\n        name\n        count\n      }\n      vendors {\n        id\n        code\n        name\n        count\n      }\n      prices {\n        label\n        minPrice\n        maxPrice\n        count\n      }\n      freeFrom {\n        flag\n        label\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreListingFilters($filter: ProductListingFilter) {\n    filterOptions(filter: $filter) {\n      brands {\n        id\n        code\n        name\n        count\n      }\n      sizes {\n        id\n        code\n        name\n        count\n      }\n      types {\n        id\n        code\n        name\n        count\n      }\n      colors {\n        id\n        code\n        name\n        count\n      }\n      shades {\n        id\n        code\n        name\n        count\n      }\n      weights {\n        id\n        code\n        name\n        count\n      }\n      volumes {\n        id\n        code\n        name\n        count\n      }\n      fragrances {\n        id\n        code\n        name\n        count\n      }\n      flavors {\n        id\n        code\n        name\n        count\n      }\n      vendors {\n        id\n        code\n        name\n        count\n      }\n      prices {\n        label\n        minPrice\n        maxPrice\n        count\n      }\n      freeFrom {\n        flag\n        label\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreListingFiltered($filter: ProductListingFilter, $sort: ProductSort, $page: PageInput) {\n    productListing(filter: $filter, sort: $sort, page: $page) {\n      totalItems\n      items {\n        id\n        name\n        discountedPrice\n        vegan\n        crueltyFree\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreListingFiltered($filter: ProductListingFilter, $sort: ProductSort, $page: PageInput) {\n    productListing(filter: $filter, sort: $sort, page: $page) {\n      totalItems\n      items {\n        id\n        name\n        discountedPrice\n        vegan\n        crueltyFree\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreListingFiltersSearch {\n    search(query: \"shampoo\", page: { take: 100 }) {\n      totalItems\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreListingFiltersSearch {\n    search(query: \"shampoo\", page: { take: 100 }) {\n      totalItems\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreListingFiltersLegacy {\n    filterOptions(subCategorySlug: \"lipstick\") {\n      brands {\n        id\n        count\n      }\n      freeFrom {\n        flag\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreListingFiltersLegacy {\n    filterOptions(subCategorySlug: \"lipstick\") {\n      brands {\n        id\n        count\n      }\n      freeFrom {\n        flag\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreCollectionNewArrivals {\n    storeCollection(slug: \"New-Arrivals\") {\n      name\n      slug\n    }\n  }\n"): (typeof documents)["\n  query StoreCollectionNewArrivals {\n    storeCollection(slug: \"New-Arrivals\") {\n      name\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreCollections {\n    storeCollections {\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  query StoreCollections {\n    storeCollections {\n      slug\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreCollectionName($slug: String!) {\n    storeCollection(slug: $slug) {\n      name\n    }\n  }\n"): (typeof documents)["\n  query StoreCollectionName($slug: String!) {\n    storeCollection(slug: $slug) {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreListing($filter: ProductListingFilter, $sort: ProductSort, $page: PageInput) {\n    productListing(filter: $filter, sort: $sort, page: $page) {\n      totalItems\n      items {\n        id\n        name\n        slug\n        code\n        salePrice\n        discountedPrice\n        discountInPercent\n        stockQuantity\n        rating\n        createdAt\n        gallery\n        brand {\n          name\n          slug\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreListing($filter: ProductListingFilter, $sort: ProductSort, $page: PageInput) {\n    productListing(filter: $filter, sort: $sort, page: $page) {\n      totalItems\n      items {\n        id\n        name\n        slug\n        code\n        salePrice\n        discountedPrice\n        discountInPercent\n        stockQuantity\n        rating\n        createdAt\n        gallery\n        brand {\n          name\n          slug\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreCollection($slug: String!, $sort: ProductSort, $page: PageInput) {\n    collectionProducts(slug: $slug, sort: $sort, page: $page) {\n      totalItems\n      items {\n        id\n        name\n        slug\n        code\n        salePrice\n        discountedPrice\n        discountInPercent\n        stockQuantity\n        rating\n        createdAt\n        gallery\n        brand {\n          name\n          slug\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreCollection($slug: String!, $sort: ProductSort, $page: PageInput) {\n    collectionProducts(slug: $slug, sort: $sort, page: $page) {\n      totalItems\n      items {\n        id\n        name\n        slug\n        code\n        salePrice\n        discountedPrice\n        discountInPercent\n        stockQuantity\n        rating\n        createdAt\n        gallery\n        brand {\n          name\n          slug\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestListingRelatedReviews($take: Int!) {\n    productListing(sort: NAME_ASC, page: { take: $take }) {\n      items {\n        id\n        related(limit: 8) {\n          id\n          name\n          brand {\n            name\n          }\n          related(limit: 2) {\n            id\n          }\n        }\n        reviews(page: { take: 2 }) {\n          totalItems\n          items {\n            title\n            authorName\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestListingRelatedReviews($take: Int!) {\n    productListing(sort: NAME_ASC, page: { take: $take }) {\n      items {\n        id\n        related(limit: 8) {\n          id\n          name\n          brand {\n            name\n          }\n          related(limit: 2) {\n            id\n          }\n        }\n        reviews(page: { take: 2 }) {\n          totalItems\n          items {\n            title\n            authorName\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestUsers($options: UserListOptions) {\n    users(options: $options) {\n      totalItems\n      items {\n        id\n        name\n        email\n        role\n        isActive\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestUsers($options: UserListOptions) {\n    users(options: $options) {\n      totalItems\n      items {\n        id\n        name\n        email\n        role\n        isActive\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestUser($id: Int!) {\n    user(id: $id) {\n      id\n      name\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  query TestUser($id: Int!) {\n    user(id: $id) {\n      id\n      name\n      email\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSetUserRole($id: Int!, $role: Role!) {\n    updateUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation TestSetUserRole($id: Int!, $role: Role!) {\n    updateUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestDeleteUser($id: Int!) {\n    deleteUser(id: $id) {\n      id\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation TestDeleteUser($id: Int!) {\n    deleteUser(id: $id) {\n      id\n      email\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestUpdateProfileImage($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      image\n    }\n  }\n"): (typeof documents)["\n  mutation TestUpdateProfileImage($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestMeId {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query TestMeId {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestUsersAllFields {\n    users {\n      items {\n        id\n        name\n        email\n        role\n        contactNo1\n        contactNo2\n        city\n        address\n        image\n        isActive\n        createdAt\n        updatedAt\n        branchCode\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestUsersAllFields {\n    users {\n      items {\n        id\n        name\n        email\n        role\n        contactNo1\n        contactNo2\n        city\n        address\n        image\n        isActive\n        createdAt\n        updatedAt\n        branchCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HelperCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      accessToken\n      order {\n        id\n        orderNumber\n        status\n        userId\n        customerName\n        email\n        phone\n        addressLine1\n        addressLine2\n        city\n        postcode\n        shippingMethod\n        subtotal\n        discount\n        shipping\n        total\n        lines {\n          productId\n          productName\n          productCode\n          quantity\n          unitPrice\n          lineTotal\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation HelperCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      accessToken\n      order {\n        id\n        orderNumber\n        status\n        userId\n        customerName\n        email\n        phone\n        addressLine1\n        addressLine2\n        city\n        postcode\n        shippingMethod\n        subtotal\n        discount\n        shipping\n        total\n        lines {\n          productId\n          productName\n          productCode\n          quantity\n          unitPrice\n          lineTotal\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;