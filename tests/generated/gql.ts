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
    "\n  mutation OptionalRegister($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      token\n      user {\n        id\n        name\n        contactNo1\n        contactNo2\n        city\n        address\n        image\n      }\n    }\n  }\n": typeof types.OptionalRegisterDocument,
    "\n  query OptionalMeAndAddresses {\n    me {\n      email\n      contactNo1\n    }\n    myAddresses {\n      label\n      fullName\n      phone\n      addressLine1\n      addressLine2\n      city\n      postcode\n      isDefault\n    }\n  }\n": typeof types.OptionalMeAndAddressesDocument,
    "\n  mutation OptionalAddAddress($input: SavedAddressInput!) {\n    createMyAddress(input: $input) {\n      postcode\n      phone\n    }\n  }\n": typeof types.OptionalAddAddressDocument,
    "\n  mutation OptionalPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      orderPath\n    }\n  }\n": typeof types.OptionalPlaceOrderDocument,
    "\n  mutation OptionalUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      contactNo1\n      city\n    }\n  }\n": typeof types.OptionalUpdateProfileDocument,
    "\n  query TestTokensMe {\n    me {\n      id\n      email\n    }\n  }\n": typeof types.TestTokensMeDocument,
    "\n  mutation TestTokensChangePassword($c: String!, $n: String!, $k: String!) {\n    changePassword(currentPassword: $c, newPassword: $n, confirmPassword: $k) {\n      message\n      token\n    }\n  }\n": typeof types.TestTokensChangePasswordDocument,
    "\n  mutation TestTokensForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": typeof types.TestTokensForgotPasswordDocument,
    "\n  mutation TestTokensResetPassword($token: String!, $n: String!, $k: String!) {\n    resetPassword(token: $token, newPassword: $n, confirmPassword: $k) {\n      message\n    }\n  }\n": typeof types.TestTokensResetPasswordDocument,
    "\n  mutation TestTokensSetRole($id: Int!, $role: Role!) {\n    updateUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": typeof types.TestTokensSetRoleDocument,
    "\n  mutation TestLogout {\n    logout\n  }\n": typeof types.TestLogoutDocument,
    "\n  fragment WishlistFields on WishlistItem {\n    id\n    userId\n    productId\n    priceWhenSaved\n    priceNow\n    priceDropped\n    savedAt\n    product {\n      id\n      name\n      stockQuantity\n    }\n  }\n": typeof types.WishlistFieldsFragmentDoc,
    "\n  query WishlistMine {\n    myWishlist {\n      ...WishlistFields\n    }\n  }\n": typeof types.WishlistMineDocument,
    "\n  mutation WishlistSave($productId: Int!) {\n    saveToWishlist(productId: $productId) {\n      ...WishlistFields\n    }\n  }\n": typeof types.WishlistSaveDocument,
    "\n  mutation WishlistRemove($productId: Int!) {\n    removeFromWishlist(productId: $productId)\n  }\n": typeof types.WishlistRemoveDocument,
    "\n  query WishlistMyData {\n    myData {\n      json\n    }\n  }\n": typeof types.WishlistMyDataDocument,
    "\n  mutation WishlistDeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password) {\n      message\n    }\n  }\n": typeof types.WishlistDeleteMyAccountDocument,
    "\n  mutation WishlistMerge($productIds: [Int!]!) {\n    mergeWishlist(productIds: $productIds) {\n      ...WishlistFields\n    }\n  }\n": typeof types.WishlistMergeDocument,
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
    "\n  query CurrencyRatesPublic {\n    shopSettings {\n      audRate\n      eurRate\n    }\n  }\n": typeof types.CurrencyRatesPublicDocument,
    "\n  mutation CurrencyRatesSave($input: UpdateShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      shopName\n      audRate\n      eurRate\n    }\n  }\n": typeof types.CurrencyRatesSaveDocument,
    "\n  query Dashboard($days: Int) {\n    dashboard(days: $days) {\n      totalOrders\n      revenue\n      products\n      customers\n      salesByDay {\n        date\n        orders\n        revenue\n      }\n      recentOrders {\n        orderNumber\n        status\n        total\n      }\n      topSelling {\n        productId\n        name\n        code\n        quantity\n        revenue\n      }\n      lowStock {\n        name\n        stockQuantity\n      }\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  query DashboardThreeDays {\n    dashboard(days: 3) {\n      totalOrders\n      revenue\n      products\n      customers\n      salesByDay {\n        orders\n        revenue\n      }\n      recentOrders {\n        id\n      }\n      topSelling {\n        productId\n      }\n      lowStock {\n        id\n      }\n    }\n  }\n": typeof types.DashboardThreeDaysDocument,
    "\n  query TestDispatchPromise {\n    dispatchPromise {\n      dispatchOn\n      cutoffAt\n      nextDispatchOn\n      answeredAt\n      freeDeliveryOver\n    }\n  }\n": typeof types.TestDispatchPromiseDocument,
    "\n  mutation TestCarrierSetting($carrier: String) {\n    updateShopSettings(input: { carrier: $carrier }) {\n      carrier\n    }\n  }\n": typeof types.TestCarrierSettingDocument,
    "\n  query TestPublicCarrier {\n    shopSettings {\n      carrier\n    }\n  }\n": typeof types.TestPublicCarrierDocument,
    "\n  mutation TestDispatchWithCarrier($id: Int!, $trackingNumber: String, $carrier: String) {\n    updateOrderStatus(id: $id, status: \"dispatched\", trackingNumber: $trackingNumber, carrier: $carrier) {\n      id\n    }\n  }\n": typeof types.TestDispatchWithCarrierDocument,
    "\n  query TestOrderTracking($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      events {\n        status\n        trackingNumber\n        carrier\n        trackingUrl\n      }\n    }\n  }\n": typeof types.TestOrderTrackingDocument,
    "\n  mutation DiscountLimitsPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        email\n        discount\n        total\n      }\n    }\n  }\n": typeof types.DiscountLimitsPlaceOrderDocument,
    "\n  query DiscountLimitsCheckoutOptions($lines: [CheckoutLineInput!]!, $code: String) {\n    checkoutOptions(lines: $lines, discountCode: $code) {\n      discount\n      discountCode\n      discountMessage\n      discountNote\n    }\n  }\n": typeof types.DiscountLimitsCheckoutOptionsDocument,
    "\n  mutation DiscountLimitsOrderStatus($id: Int!, $status: String!) {\n    updateOrderStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.DiscountLimitsOrderStatusDocument,
    "\n  mutation DiscountLimitsCreateCode($input: CreateDiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      code\n      firstOrderOnly\n      oncePerCustomer\n    }\n  }\n": typeof types.DiscountLimitsCreateCodeDocument,
    "\n  mutation DiscountLimitsCreatePlainCode($input: CreateDiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      firstOrderOnly\n      oncePerCustomer\n    }\n  }\n": typeof types.DiscountLimitsCreatePlainCodeDocument,
    "\n  mutation FieldAccessCreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n": typeof types.FieldAccessCreateProductDocument,
    "\n  mutation FieldAccessSubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      id\n    }\n  }\n": typeof types.FieldAccessSubmitReviewDocument,
    "\n  mutation FieldAccessApproveReview($id: Int!) {\n    updateReview(id: $id, input: { status: \"approved\" }) {\n      id\n    }\n  }\n": typeof types.FieldAccessApproveReviewDocument,
    "\n  query FieldAccessProductsSecrets {\n    products(options: { take: 5 }) {\n      items {\n        id\n        name\n        costPrice\n        wholeSalePrice\n        batchNumber\n        shelfCode\n        expiryDate\n        vendorId\n      }\n    }\n  }\n": typeof types.FieldAccessProductsSecretsDocument,
    "\n  query FieldAccessStoreProductSecrets($id: Int!) {\n    storeProduct(id: $id) {\n      id\n      name\n      costPrice\n      wholeSalePrice\n      batchNumber\n      shelfCode\n      expiryDate\n      vendorId\n    }\n  }\n": typeof types.FieldAccessStoreProductSecretsDocument,
    "\n  query FieldAccessListingSecrets {\n    productListing {\n      items {\n        id\n        costPrice\n        wholeSalePrice\n        batchNumber\n        shelfCode\n        expiryDate\n        vendorId\n      }\n    }\n  }\n": typeof types.FieldAccessListingSecretsDocument,
    "\n  query FieldAccessSearchSecrets {\n    search(query: \"velvet\") {\n      items {\n        id\n        costPrice\n        wholeSalePrice\n        batchNumber\n        shelfCode\n        expiryDate\n        vendorId\n      }\n    }\n  }\n": typeof types.FieldAccessSearchSecretsDocument,
    "\n  query FieldAccessProductSecrets($id: Int!) {\n    product(id: $id) {\n      id\n      costPrice\n      wholeSalePrice\n      batchNumber\n      shelfCode\n      expiryDate\n      vendorId\n    }\n  }\n": typeof types.FieldAccessProductSecretsDocument,
    "\n  query FieldAccessStaffSecrets($id: Int!) {\n    product(id: $id) {\n      costPrice\n      wholeSalePrice\n      batchNumber\n      shelfCode\n      expiryDate\n      vendorId\n    }\n  }\n": typeof types.FieldAccessStaffSecretsDocument,
    "\n  query FieldAccessShownReviews($id: Int!) {\n    storeProduct(id: $id) {\n      reviews {\n        items {\n          authorName\n          rating\n        }\n      }\n    }\n  }\n": typeof types.FieldAccessShownReviewsDocument,
    "\n  query FieldAccessReviewers($id: Int!) {\n    storeProduct(id: $id) {\n      reviews {\n        items {\n          authorName\n          userId\n          authorFullName\n        }\n      }\n    }\n  }\n": typeof types.FieldAccessReviewersDocument,
    "\n  query FieldAccessStaffReviews {\n    reviews(options: { take: 5 }) {\n      items {\n        authorName\n        authorFullName\n        userId\n      }\n    }\n  }\n": typeof types.FieldAccessStaffReviewsDocument,
    "\n  query FieldAccessProductSlug($id: Int!) {\n    product(id: $id) {\n      slug\n    }\n  }\n": typeof types.FieldAccessProductSlugDocument,
    "\n  query FilterCountsPanel($filter: ProductListingFilter, $grouping: ProductGrouping) {\n    filterOptions(filter: $filter, grouping: $grouping) {\n      attributes {\n        key\n        options {\n          code\n          count\n        }\n      }\n      prices {\n        minPrice\n        maxPrice\n        count\n      }\n      freeFrom {\n        flag\n        count\n      }\n      ratings {\n        minRating\n        count\n      }\n      inStock\n    }\n  }\n": typeof types.FilterCountsPanelDocument,
    "\n  query FilterCountsTotal($filter: ProductListingFilter, $grouping: ProductGrouping) {\n    productListing(filter: $filter, page: { take: 1 }, grouping: $grouping) {\n      totalItems\n      grouping\n    }\n  }\n": typeof types.FilterCountsTotalDocument,
    "\n  query GuestBoundsProductPage($slug: String!) {\n    storeProduct(slug: $slug) {\n      id\n      name\n    }\n  }\n": typeof types.GuestBoundsProductPageDocument,
    "\n  query GuestBoundsProduct($slug: String!) {\n    storeProduct(slug: $slug) {\n      id\n    }\n  }\n": typeof types.GuestBoundsProductDocument,
    "\n      query GuestBoundsCategory($slug: String!) {\n        categoryBySlug(slug: $slug) {\n          id\n        }\n      }\n    ": typeof types.GuestBoundsCategoryDocument,
    "\n      query GuestBoundsDepartment($slug: String!) {\n        departmentBySlug(slug: $slug) {\n          id\n        }\n      }\n    ": typeof types.GuestBoundsDepartmentDocument,
    "\n      query GuestBoundsSubCategory($slug: String!) {\n        subCategoryBySlug(slug: $slug) {\n          id\n        }\n      }\n    ": typeof types.GuestBoundsSubCategoryDocument,
    "\n      query GuestBoundsParentItem($slug: String!) {\n        parentItemBySlug(slug: $slug) {\n          id\n        }\n      }\n    ": typeof types.GuestBoundsParentItemDocument,
    "\n      query GuestBoundsBrand($slug: String!) {\n        brandBySlug(slug: $slug) {\n          id\n        }\n      }\n    ": typeof types.GuestBoundsBrandDocument,
    "\n      query GuestBoundsCollection($slug: String!) {\n        storeCollection(slug: $slug) {\n          id\n        }\n      }\n    ": typeof types.GuestBoundsCollectionDocument,
    "\n  query GuestBoundsSearch($q: String!) {\n    search(query: $q) {\n      totalItems\n    }\n  }\n": typeof types.GuestBoundsSearchDocument,
    "\n  mutation GuestBoundsLogin($name: String!, $password: String!) {\n    login(name: $name, password: $password) {\n      token\n    }\n  }\n": typeof types.GuestBoundsLoginDocument,
    "\n  query RedisReadsFirstShampoo {\n    productListing(filter: { subCategorySlug: \"shampoo\" }, page: { skip: 0, take: 1 }) {\n      items {\n        id\n        slug\n        salePrice\n      }\n    }\n  }\n": typeof types.RedisReadsFirstShampooDocument,
    "\n  mutation RedisReadsLogin($name: String!, $password: String!) {\n    login(name: $name, password: $password) {\n      token\n    }\n  }\n": typeof types.RedisReadsLoginDocument,
    "\n  mutation RedisReadsUpdateProduct($id: Int!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      salePrice\n    }\n  }\n": typeof types.RedisReadsUpdateProductDocument,
    "\n  query MoneyBoundsShipping($w: Int!, $s: Float!) {\n    shippingOptions(weightGrams: $w, subtotal: $s) {\n      price\n    }\n  }\n": typeof types.MoneyBoundsShippingDocument,
    "\n  mutation MoneyBoundsCreateBanner($input: CreateBannerInput!) {\n    createBanner(input: $input) {\n      id\n      linkUrl\n    }\n  }\n": typeof types.MoneyBoundsCreateBannerDocument,
    "\n  mutation MoneyBoundsCreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n": typeof types.MoneyBoundsCreateProductDocument,
    "\n  query TestStaffNotifications {\n    staffNotifications {\n      total\n      entries {\n        kind\n        label\n        count\n        path\n      }\n    }\n  }\n": typeof types.TestStaffNotificationsDocument,
    "\n  mutation ActorsRegister($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n": typeof types.ActorsRegisterDocument,
    "\n  mutation ActorsPlace($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      order {\n        id\n      }\n    }\n  }\n": typeof types.ActorsPlaceDocument,
    "\n  mutation ActorsCancel($id: Int!, $token: String) {\n    cancelMyOrder(id: $id, accessToken: $token) {\n      status\n    }\n  }\n": typeof types.ActorsCancelDocument,
    "\n  mutation ActorsDeleteAccount($password: String!) {\n    deleteMyAccount(password: $password) {\n      message\n    }\n  }\n": typeof types.ActorsDeleteAccountDocument,
    "\n  query ActorsHistory($id: Int!) {\n    order(id: $id) {\n      events {\n        status\n        userName\n        actor\n      }\n    }\n  }\n": typeof types.ActorsHistoryDocument,
    "\n  mutation OrderEventsMove($id: Int!, $status: String!, $note: String, $trackingNumber: String, $carrier: String) {\n    updateOrderStatus(id: $id, status: $status, note: $note, trackingNumber: $trackingNumber, carrier: $carrier) {\n      id\n      status\n      nextStatuses\n    }\n  }\n": typeof types.OrderEventsMoveDocument,
    "\n  query OrderEventsHistory($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      status\n      nextStatuses\n      events {\n        status\n        createdAt\n        userId\n        userName\n        note\n        trackingNumber\n        carrier\n      }\n    }\n  }\n": typeof types.OrderEventsHistoryDocument,
    "\n  query OrderEventsCustomerHistory($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      events {\n        status\n        createdAt\n        trackingNumber\n        carrier\n      }\n    }\n  }\n": typeof types.OrderEventsCustomerHistoryDocument,
    "\n  query OrderEventsList($o: OrderListOptions) {\n    orders(options: $o) {\n      totalItems\n      items {\n        orderNumber\n        status\n        nextStatuses\n      }\n    }\n  }\n": typeof types.OrderEventsListDocument,
    "\n  mutation TestGuestLinkPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      replayed\n      order {\n        id\n        orderNumber\n      }\n    }\n  }\n": typeof types.TestGuestLinkPlaceOrderDocument,
    "\n  query TestGuestLinkOrder($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      orderNumber\n      customerName\n      postcode\n    }\n  }\n": typeof types.TestGuestLinkOrderDocument,
    "\n  mutation TestGuestLinkCancel($id: Int!, $token: String) {\n    cancelMyOrder(id: $id, accessToken: $token) {\n      id\n      status\n    }\n  }\n": typeof types.TestGuestLinkCancelDocument,
    "\n  mutation TestGuestLinkReturn($id: Int!, $token: String) {\n    requestReturn(id: $id, reason: \"Wrong shade\", accessToken: $token) {\n      id\n    }\n  }\n": typeof types.TestGuestLinkReturnDocument,
    "\n  mutation TestSendOrderLink($orderNumber: String!, $email: String!) {\n    sendOrderLink(orderNumber: $orderNumber, email: $email) {\n      message\n    }\n  }\n": typeof types.TestSendOrderLinkDocument,
    "\n  mutation InvoiceAccessPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      order {\n        id\n      }\n    }\n  }\n": typeof types.InvoiceAccessPlaceOrderDocument,
    "\n  query InvoiceAccessInvoice($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      orderNumber\n      createdAt\n      customerName\n      subtotal\n      discount\n      shipping\n      total\n      vat\n      lines {\n        productName\n        quantity\n        unitPrice\n        lineTotal\n        vatRate\n        vat\n      }\n    }\n    shopSettings {\n      shopName\n      companyNumber\n      vatNumber\n      addressLine1\n      city\n      postcode\n      contactEmail\n    }\n  }\n": typeof types.InvoiceAccessInvoiceDocument,
    "\n  query TestReturnsGuestView($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      status\n      returnRequestableUntil\n      events {\n        status\n        createdAt\n        trackingNumber\n        carrier\n      }\n    }\n  }\n": typeof types.TestReturnsGuestViewDocument,
    "\n  mutation TestReturnsOrderStatus($id: Int!, $status: String!, $tracking: String, $carrier: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking, carrier: $carrier) {\n      id\n      status\n    }\n  }\n": typeof types.TestReturnsOrderStatusDocument,
    "\n  mutation TestReturnsRequestReturn($id: Int!, $reason: String!, $token: String) {\n    requestReturn(id: $id, reason: $reason, accessToken: $token) {\n      id\n      status\n      returnRequestableUntil\n      events {\n        status\n      }\n    }\n  }\n": typeof types.TestReturnsRequestReturnDocument,
    "\n  query TestReturnsOrders($o: OrderListOptions) {\n    orders(options: $o) {\n      totalItems\n      items {\n        orderNumber\n        status\n      }\n    }\n  }\n": typeof types.TestReturnsOrdersDocument,
    "\n  query TestReturnsNotifications {\n    staffNotifications {\n      entries {\n        kind\n        count\n        path\n      }\n    }\n  }\n": typeof types.TestReturnsNotificationsDocument,
    "\n  query TestCreatedOrder($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      orderNumber\n      total\n    }\n  }\n": typeof types.TestCreatedOrderDocument,
    "\n  query TestShippingOptions($w: Int!, $s: Float!) {\n    shippingOptions(weightGrams: $w, subtotal: $s) {\n      method\n      name\n      delivery\n      price\n      free\n    }\n  }\n": typeof types.TestShippingOptionsDocument,
    "\n        query TestOrderInputFields {\n          line: __type(name: \"CreateOrderLineInput\") {\n            inputFields {\n              name\n            }\n          }\n          order: __type(name: \"CreateOrderInput\") {\n            inputFields {\n              name\n            }\n          }\n        }\n      ": typeof types.TestOrderInputFieldsDocument,
    "\n        query TestMyOrderIds {\n          myOrders {\n            items {\n              id\n            }\n          }\n        }\n      ": typeof types.TestMyOrderIdsDocument,
    "\n  mutation OrdersDeleteStatus($id: Int!, $status: String!, $trackingNumber: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $trackingNumber) {\n      id\n      status\n    }\n  }\n": typeof types.OrdersDeleteStatusDocument,
    "\n  mutation OrdersDeleteDelete($id: Int!) {\n    deleteOrder(id: $id) {\n      id\n      orderNumber\n      status\n    }\n  }\n": typeof types.OrdersDeleteDeleteDocument,
    "\n  query OrdersDeleteOrder($id: Int!) {\n    order(id: $id) {\n      id\n      status\n      deletable\n    }\n  }\n": typeof types.OrdersDeleteOrderDocument,
    "\n  query OrdersDeleteList {\n    orders(options: { take: 100 }) {\n      items {\n        id\n        status\n        deletable\n      }\n    }\n  }\n": typeof types.OrdersDeleteListDocument,
    "\n  query TestOrders($options: OrderListOptions) {\n    orders(options: $options) {\n      totalItems\n      items {\n        id\n        orderNumber\n        email\n        customerName\n        status\n        total\n      }\n    }\n  }\n": typeof types.TestOrdersDocument,
    "\n  query TestOrder($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      orderNumber\n      status\n      subtotal\n      shipping\n      discount\n      total\n      lines {\n        productId\n        productName\n        productCode\n        quantity\n        unitPrice\n        lineTotal\n      }\n    }\n  }\n": typeof types.TestOrderDocument,
    "\n  query TestMyOrders($options: ListOptions) {\n    myOrders(options: $options) {\n      totalItems\n      items {\n        id\n        orderNumber\n      }\n    }\n  }\n": typeof types.TestMyOrdersDocument,
    "\n  query TestBatchOrderLines {\n    orders(options: { search: \"batch-\", take: 5 }) {\n      items {\n        orderNumber\n        lines {\n          quantity\n        }\n      }\n    }\n  }\n": typeof types.TestBatchOrderLinesDocument,
    "\n  mutation TestStatusUpdate($id: Int!, $status: String!, $trackingNumber: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $trackingNumber) {\n      id\n      status\n      total\n    }\n  }\n": typeof types.TestStatusUpdateDocument,
    "\n  mutation TestStatusDeleteOrder($id: Int!) {\n    deleteOrder(id: $id) {\n      id\n      orderNumber\n      status\n    }\n  }\n": typeof types.TestStatusDeleteOrderDocument,
    "\n  query TestStatusOrder($id: Int!) {\n    order(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.TestStatusOrderDocument,
    "\n  query PageCacheRedisFirstProduct {\n    productListing(page: { skip: 0, take: 1 }) {\n      items {\n        id\n        slug\n      }\n    }\n  }\n": typeof types.PageCacheRedisFirstProductDocument,
    "\n  mutation PageCacheRedisRename($id: Int!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      name\n    }\n  }\n": typeof types.PageCacheRedisRenameDocument,
    "\n  query PageCacheFirstConditioner {\n    productListing(filter: { subCategorySlug: \"conditioner\" }, page: { skip: 0, take: 1 }) {\n      items {\n        id\n        name\n        slug\n        salePrice\n      }\n    }\n  }\n": typeof types.PageCacheFirstConditionerDocument,
    "\n  mutation PageCacheSetPrice($id: Int!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      salePrice\n    }\n  }\n": typeof types.PageCacheSetPriceDocument,
    "\n  query TestPaymentMethods {\n    paymentMethods {\n      id\n      label\n    }\n  }\n": typeof types.TestPaymentMethodsDocument,
    "\n  mutation TestPlaceStorefrontCardOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      order {\n        id\n        status\n      }\n      payment {\n        card {\n          clientSecret\n          publishableKey\n          stripeJsUrl\n        }\n      }\n    }\n  }\n": typeof types.TestPlaceStorefrontCardOrderDocument,
    "\n  mutation TestCancelMyCardOrder($id: Int!, $token: String) {\n    cancelMyOrder(id: $id, accessToken: $token) {\n      id\n      status\n    }\n  }\n": typeof types.TestCancelMyCardOrderDocument,
    "\n  mutation TestPlaceCardOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      replayed\n      payment {\n        method\n        label\n        status\n        reference\n        amount\n        message\n        bankTransfer {\n          accountName\n        }\n        card {\n          clientSecret\n          publishableKey\n        }\n      }\n      order {\n        id\n        orderNumber\n        status\n        paymentMethod\n        total\n      }\n    }\n  }\n": typeof types.TestPlaceCardOrderDocument,
    "\n  mutation TestRefundCardOrder($id: Int!, $note: String) {\n    refundCardOrder(id: $id, note: $note) {\n      id\n      status\n    }\n  }\n": typeof types.TestRefundCardOrderDocument,
    "\n  mutation TestCardOrderStatus($id: Int!, $status: String!) {\n    updateOrderStatus(id: $id, status: $status) {\n      id\n    }\n  }\n": typeof types.TestCardOrderStatusDocument,
    "\n  query TestCardOrderNextStatuses($id: Int!) {\n    order(id: $id) {\n      nextStatuses\n    }\n  }\n": typeof types.TestCardOrderNextStatusesDocument,
    "\n  mutation ProductSaveForm($id: Int, $input: UpdateProductInput!, $i: [ProductImageInput!], $c: [Int!]) {\n    saveProduct(id: $id, input: $input, images: $i, collectionIds: $c) {\n      id\n    }\n  }\n": typeof types.ProductSaveFormDocument,
    "\n  query ProductSaveRead($id: Int!) {\n    product(id: $id) {\n      id\n      name\n      stockQuantity\n      mainImage\n      gallery\n      collections {\n        id\n      }\n    }\n  }\n": typeof types.ProductSaveReadDocument,
    "\n  mutation ProductSaveCreateCollection($input: CreateCollectionInput!) {\n    createCollection(input: $input) {\n      id\n    }\n  }\n": typeof types.ProductSaveCreateCollectionDocument,
    "\n  query ProductSaveGhostCount {\n    products(options: { search: \"Ghost Serum\" }) {\n      totalItems\n    }\n  }\n": typeof types.ProductSaveGhostCountDocument,
    "\n  query ProductsAdminList($o: ProductListOptions) {\n    products(options: $o) {\n      totalItems\n      items {\n        id\n        code\n        name\n        stockQuantity\n        isActive\n      }\n    }\n  }\n": typeof types.ProductsAdminListDocument,
    "\n  mutation ProductsAdminSetCollections($p: Int!, $c: [Int!]!) {\n    setProductCollections(productId: $p, collectionIds: $c) {\n      id\n      collections {\n        id\n        slug\n      }\n    }\n  }\n": typeof types.ProductsAdminSetCollectionsDocument,
    "\n  query ProductsAdminProduct($id: Int!) {\n    product(id: $id) {\n      id\n      code\n      name\n      salePrice\n      costPrice\n      wholeSalePrice\n      discountInAmount\n      discountInPercent\n      collections {\n        slug\n      }\n    }\n  }\n": typeof types.ProductsAdminProductDocument,
    "\n  query ProductsAdminProductWithoutCollections($id: Int!) {\n    product(id: $id) {\n      id\n      code\n      name\n      salePrice\n      costPrice\n      wholeSalePrice\n      discountInAmount\n      discountInPercent\n    }\n  }\n": typeof types.ProductsAdminProductWithoutCollectionsDocument,
    "\n  mutation ProductsAdminSetImages($p: Int!, $i: [ProductImageInput!]!) {\n    setProductImages(productId: $p, images: $i) {\n      id\n      mainImage\n      fileName\n      galleryImages\n      gallery\n    }\n  }\n": typeof types.ProductsAdminSetImagesDocument,
    "\n  mutation ProductsAdminPrices($rows: [ProductPriceInput!]!) {\n    updateProductPrices(rows: $rows) {\n      changedCount\n      unchangedCount\n      rows {\n        productId\n        code\n        name\n        changed\n        changes {\n          field\n          from\n          to\n        }\n      }\n    }\n  }\n": typeof types.ProductsAdminPricesDocument,
    "\n  query ProductsAdminExport($o: ProductListOptions) {\n    productsCsv(options: $o) {\n      csv\n      rowCount\n      totalItems\n      truncated\n    }\n  }\n": typeof types.ProductsAdminExportDocument,
    "\n  mutation ProductsAdminPreviewImport($csv: String!) {\n    previewProductImport(csv: $csv) {\n      applied\n      totalRows\n      createCount\n      updateCount\n      unchangedCount\n      errorRowCount\n      errorCount\n      rows {\n        rowNumber\n        code\n        name\n        action\n        changes\n      }\n      errors {\n        rowNumber\n        column\n        message\n      }\n    }\n  }\n": typeof types.ProductsAdminPreviewImportDocument,
    "\n  mutation ProductsAdminImport($csv: String!) {\n    importProducts(csv: $csv) {\n      applied\n      totalRows\n      createCount\n      updateCount\n      unchangedCount\n      errorRowCount\n      errorCount\n      rows {\n        rowNumber\n        code\n        name\n        action\n        changes\n      }\n      errors {\n        rowNumber\n        column\n        message\n      }\n    }\n  }\n": typeof types.ProductsAdminImportDocument,
    "\n  mutation ProductsAdminCreateDepartment($input: CreateDepartmentInput!) {\n    createDepartment(input: $input) {\n      id\n      code\n    }\n  }\n": typeof types.ProductsAdminCreateDepartmentDocument,
    "\n  mutation ProductsAdminCreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) {\n      id\n      code\n    }\n  }\n": typeof types.ProductsAdminCreateCategoryDocument,
    "\n  mutation ProductsAdminCreateSubCategory($input: CreateSubCategoryInput!) {\n    createSubCategory(input: $input) {\n      id\n      code\n    }\n  }\n": typeof types.ProductsAdminCreateSubCategoryDocument,
    "\n  mutation ProductsAdminCreateParentItem($input: CreateParentItemInput!) {\n    createParentItem(input: $input) {\n      id\n      code\n    }\n  }\n": typeof types.ProductsAdminCreateParentItemDocument,
    "\n  mutation ProductsAdminCreateBrand($input: CreateBrandInput!) {\n    createBrand(input: $input) {\n      id\n      code\n    }\n  }\n": typeof types.ProductsAdminCreateBrandDocument,
    "\n  mutation ProductsAdminCreateCollection($input: CreateCollectionInput!) {\n    createCollection(input: $input) {\n      id\n      slug\n    }\n  }\n": typeof types.ProductsAdminCreateCollectionDocument,
    "\n  mutation ProductsAdminCreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n      code\n    }\n  }\n": typeof types.ProductsAdminCreateProductDocument,
    "\n  query ProductsAdminNotifications {\n    staffNotifications {\n      entries {\n        kind\n        count\n        path\n      }\n    }\n  }\n": typeof types.ProductsAdminNotificationsDocument,
    "\n  query ProductsAdminParentItems($o: ParentItemListOptions) {\n    parentItems(options: $o) {\n      items {\n        title\n      }\n    }\n  }\n": typeof types.ProductsAdminParentItemsDocument,
    "\n  query ProductsAdminStoreProductCollections($id: Int!) {\n    storeProduct(id: $id) {\n      name\n      collections {\n        slug\n      }\n    }\n  }\n": typeof types.ProductsAdminStoreProductCollectionsDocument,
    "\n  query ProductsAdminArganOil {\n    products(options: { search: \"Argan\" }) {\n      items {\n        id\n        code\n        salePrice\n        vegan\n        brand {\n          name\n        }\n        parentItem {\n          title\n        }\n        detailedDescription\n        collections {\n          slug\n        }\n      }\n    }\n  }\n": typeof types.ProductsAdminArganOilDocument,
    "\n  query ProductsAdminProductTexts($id: Int!) {\n    product(id: $id) {\n      detailedDescription\n      howToUse\n      expiryDate\n      lengthCm\n    }\n  }\n": typeof types.ProductsAdminProductTextsDocument,
    "\n  mutation ProductsAdminSetHowToUse($id: Int!) {\n    updateProduct(id: $id, input: { howToUse: \"'+ apply daily\" }) {\n      id\n    }\n  }\n": typeof types.ProductsAdminSetHowToUseDocument,
    "\n  mutation ProductsCsvStockImport($csv: String!) {\n    importProducts(csv: $csv) {\n      applied\n      createCount\n      updateCount\n      unchangedCount\n      errorCount\n      rows {\n        code\n        name\n        action\n      }\n    }\n  }\n": typeof types.ProductsCsvStockImportDocument,
    "\n  mutation ProductsCsvStockCreate($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n      code\n    }\n  }\n": typeof types.ProductsCsvStockCreateDocument,
    "\n  query ProductsCsvWholeExport {\n    productsCsv(options: {}) {\n      csv\n      rowCount\n      truncated\n    }\n  }\n": typeof types.ProductsCsvWholeExportDocument,
    "\n  mutation ProductsCsvWholePreview($csv: String!) {\n    previewProductImport(csv: $csv) {\n      totalRows\n      unchangedCount\n      errorCount\n    }\n  }\n": typeof types.ProductsCsvWholePreviewDocument,
    "\n  query TestPromotionTiles {\n    promotionTiles {\n      slot\n      fileName\n      imageWidth\n      imageHeight\n      imageAlt\n    }\n  }\n": typeof types.TestPromotionTilesDocument,
    "\n  mutation TestSetPromotionTile($slot: Int!, $input: PromotionTileInput!) {\n    setPromotionTile(slot: $slot, input: $input) {\n      slot\n      fileName\n      imageWidth\n      imageHeight\n      imageAlt\n    }\n  }\n": typeof types.TestSetPromotionTileDocument,
    "\n  mutation RateLimitContact($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      message\n    }\n  }\n": typeof types.RateLimitContactDocument,
    "\n  mutation RateLimitForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": typeof types.RateLimitForgotPasswordDocument,
    "\n  mutation RateLimitCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      order {\n        id\n      }\n    }\n  }\n": typeof types.RateLimitCreateOrderDocument,
    "\n  mutation TestRefundsPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        orderNumber\n        lines {\n          id\n          productName\n        }\n      }\n    }\n  }\n": typeof types.TestRefundsPlaceOrderDocument,
    "\n  mutation TestRefundsMarkPaid($id: Int!, $status: String!) {\n    updateOrderStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.TestRefundsMarkPaidDocument,
    "\n  query TestRefundsPreview($id: Int!, $lines: [RefundLineInput!]!, $includeDelivery: Boolean) {\n    orderRefundPreview(id: $id, lines: $lines, includeDelivery: $includeDelivery) {\n      amount\n      delivery\n      wholeOrder\n      method\n      message\n      lines {\n        lineId\n        productName\n        quantity\n        amount\n      }\n    }\n  }\n": typeof types.TestRefundsPreviewDocument,
    "\n  mutation TestRefundsRefundLines($id: Int!, $lines: [RefundLineInput!]!, $includeDelivery: Boolean, $note: String) {\n    refundOrderLines(id: $id, lines: $lines, includeDelivery: $includeDelivery, note: $note) {\n      id\n      status\n      refunded\n      shippingRefunded\n      lines {\n        id\n        quantity\n        refundedQuantity\n      }\n    }\n  }\n": typeof types.TestRefundsRefundLinesDocument,
    "\n  mutation TestRefundsWholeCardOrder($id: Int!) {\n    refundCardOrder(id: $id) {\n      id\n    }\n  }\n": typeof types.TestRefundsWholeCardOrderDocument,
    "\n  query RequestLogsOrderByToken($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n    }\n  }\n": typeof types.RequestLogsOrderByTokenDocument,
    "\n  query RequestLogsMissingOrder {\n    order(id: 999999) {\n      id\n    }\n  }\n": typeof types.RequestLogsMissingOrderDocument,
    "\n  query RequestLogsTypename {\n    __typename\n  }\n": typeof types.RequestLogsTypenameDocument,
    "\n  mutation TestDeliveredSubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      id\n      status\n      rating\n      title\n    }\n  }\n": typeof types.TestDeliveredSubmitReviewDocument,
    "\n  query TestCanReviewProduct($productId: Int!) {\n    canReviewProduct(productId: $productId)\n  }\n": typeof types.TestCanReviewProductDocument,
    "\n  mutation TestDeliveredOrderStatus($id: Int!, $status: String!, $tracking: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking) {\n      status\n    }\n  }\n": typeof types.TestDeliveredOrderStatusDocument,
    "\n  query TestRatingFigures($id: Int!) {\n    storeProduct(id: $id) {\n      rating\n      reviewAverage\n      reviewCount\n      reviewHistogram {\n        stars\n        count\n      }\n    }\n  }\n": typeof types.TestRatingFiguresDocument,
    "\n  query TestRatingReviews($id: Int!, $sort: ReviewSort, $stars: Int) {\n    storeProduct(id: $id) {\n      reviews(sort: $sort, stars: $stars, page: { take: 10 }) {\n        totalItems\n        items {\n          title\n          rating\n          verifiedBuyer\n        }\n      }\n    }\n  }\n": typeof types.TestRatingReviewsDocument,
    "\n  mutation TestRatingSubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      id\n      verifiedBuyer\n    }\n  }\n": typeof types.TestRatingSubmitReviewDocument,
    "\n  mutation TestRatingUpdateReview($id: Int!, $input: UpdateReviewInput!) {\n    updateReview(id: $id, input: $input) {\n      status\n    }\n  }\n": typeof types.TestRatingUpdateReviewDocument,
    "\n  mutation TestRatingCreateReview($input: CreateReviewInput!) {\n    createReview(input: $input) {\n      id\n      verifiedBuyer\n    }\n  }\n": typeof types.TestRatingCreateReviewDocument,
    "\n  mutation TestRatingDeleteReview($id: Int!) {\n    deleteReview(id: $id) {\n      id\n    }\n  }\n": typeof types.TestRatingDeleteReviewDocument,
    "\n  query TestRatingListing($sort: ProductSort) {\n    productListing(sort: $sort, page: { take: 100 }) {\n      items {\n        id\n        reviewAverage\n        reviewCount\n      }\n    }\n  }\n": typeof types.TestRatingListingDocument,
    "\n  query TestRatingFilters($filter: ProductListingFilter) {\n    productListing(filter: $filter, page: { take: 100 }) {\n      items {\n        name\n      }\n    }\n    filterOptions(filter: $filter) {\n      ratings {\n        minRating\n        count\n      }\n      inStock\n    }\n  }\n": typeof types.TestRatingFiltersDocument,
    "\n  query PointsCheckoutOptions($lines: [CheckoutLineInput!]!, $points: Int, $code: String) {\n    checkoutOptions(lines: $lines, pointsToSpend: $points, discountCode: $code) {\n      subtotal\n      discount\n      pointsDiscount\n      vat\n      rewardPoints {\n        balance\n        pointsPerPound\n        usable\n        usableValue\n        spent\n        message\n      }\n      options {\n        method\n        price\n        total\n        vat\n      }\n    }\n  }\n": typeof types.PointsCheckoutOptionsDocument,
    "\n  mutation PointsPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        orderNumber\n        subtotal\n        shipping\n        pointsSpent\n        pointsDiscount\n        total\n        vat\n        lines {\n          vat\n        }\n      }\n    }\n  }\n": typeof types.PointsPlaceOrderDocument,
    "\n  query PointsMine {\n    myRewardPoints {\n      balance\n      history {\n        points\n        reason\n        orderId\n      }\n    }\n  }\n": typeof types.PointsMineDocument,
    "\n  mutation PointsCancelMine($id: Int!) {\n    cancelMyOrder(id: $id) {\n      status\n    }\n  }\n": typeof types.PointsCancelMineDocument,
    "\n  mutation PointsMoveOrder($id: Int!, $status: String!, $tracking: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking) {\n      status\n    }\n  }\n": typeof types.PointsMoveOrderDocument,
    "\n  mutation PointsSaveRule($input: UpdateShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      pointsPerPound\n      pointsRedeemable\n    }\n  }\n": typeof types.PointsSaveRuleDocument,
    "\n  query RewardPointsMine {\n    myRewardPoints {\n      balance\n      history {\n        points\n        reason\n        orderNumber\n        orderId\n        createdAt\n      }\n    }\n  }\n": typeof types.RewardPointsMineDocument,
    "\n  mutation RewardPointsMoveOrder($id: Int!, $status: String!, $tracking: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking) {\n      id\n      status\n    }\n  }\n": typeof types.RewardPointsMoveOrderDocument,
    "\n  mutation SearchRedisRename($id: Int!) {\n    updateProduct(id: $id, input: { name: \"Axolotl Silk Serum\" }) {\n      name\n    }\n  }\n": typeof types.SearchRedisRenameDocument,
    "\n  query SearchRedisSearch($q: String!) {\n    search(query: $q) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.SearchRedisSearchDocument,
    "\n  query StoreSearchSuggestionsTest($text: String!) {\n    searchSuggestions(text: $text) {\n      query\n      categories {\n        kind\n        name\n        slug\n        categorySlug\n      }\n      brands {\n        name\n        slug\n      }\n      products {\n        id\n        name\n        slug\n        salePrice\n        gallery\n        shade {\n          name\n        }\n      }\n      closeMatches {\n        kind\n        name\n        slug\n      }\n      popularCategories {\n        kind\n        name\n        slug\n      }\n    }\n  }\n": typeof types.StoreSearchSuggestionsTestDocument,
    "\n  query StoreSearchSuggestionsCount($query: String!) {\n    search(query: $query, page: { take: 100 }) {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.StoreSearchSuggestionsCountDocument,
    "\n  mutation SuggestionsCreateBrand {\n    createBrand(input: { name: \"Nairn Naturals\", slug: \"nairn-naturals\" }) {\n      id\n    }\n  }\n": typeof types.SuggestionsCreateBrandDocument,
    "\n  mutation SuggestionsHideCategory($id: Int!) {\n    updateCategory(id: $id, input: { isActive: false }) {\n      isActive\n    }\n  }\n": typeof types.SuggestionsHideCategoryDocument,
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
    "\n  query ShopSettingsPublic {\n    shopSettings {\n      shopName\n      companyNumber\n      vatNumber\n      addressLine1\n      addressLine2\n      city\n      postcode\n      contactEmail\n      facebookUrl\n      instagramUrl\n    }\n  }\n": typeof types.ShopSettingsPublicDocument,
    "\n  query ShopSettingsBank {\n    shopBankDetails {\n      accountName\n      sortCode\n      accountNumber\n    }\n  }\n": typeof types.ShopSettingsBankDocument,
    "\n  mutation ShopSettingsUpdate($input: UpdateShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      shopName\n      companyNumber\n      vatNumber\n      addressLine1\n      addressLine2\n      city\n      postcode\n      contactEmail\n      facebookUrl\n      instagramUrl\n    }\n  }\n": typeof types.ShopSettingsUpdateDocument,
    "\n  mutation ShopStartChangeAdminPassword {\n    changePassword(currentPassword: \"first-start-pass\", newPassword: \"chosen-by-the-boss\", confirmPassword: \"chosen-by-the-boss\") {\n      message\n    }\n  }\n": typeof types.ShopStartChangeAdminPasswordDocument,
    "\n  query ShopStartDepartments {\n    departments {\n      totalItems\n      items {\n        name\n        slug\n        fileName\n        categories {\n          name\n          slug\n          subCategories {\n            name\n            slug\n          }\n        }\n      }\n    }\n  }\n": typeof types.ShopStartDepartmentsDocument,
    "\n  query ShopStartDepartmentCount {\n    departments {\n      totalItems\n    }\n  }\n": typeof types.ShopStartDepartmentCountDocument,
    "\n  query ShopStartTooManyDepartments {\n    departments(options: { take: 1000 }) {\n      totalItems\n    }\n  }\n": typeof types.ShopStartTooManyDepartmentsDocument,
    "\n  query ShopStartDemoOrders {\n    orders(options: { take: 100 }) {\n      items {\n        status\n        deletable\n        events {\n          status\n        }\n      }\n    }\n  }\n": typeof types.ShopStartDemoOrdersDocument,
    "\n  mutation StaffTwoFactorLogin($n: String!, $p: String!) {\n    login(name: $n, password: $p) {\n      token\n      twoFactorChallenge\n      twoFactorSetupRequired\n      user {\n        email\n      }\n    }\n  }\n": typeof types.StaffTwoFactorLoginDocument,
    "\n  mutation StaffTwoFactorVerify($c: String!, $code: String!) {\n    verifyTwoFactor(challenge: $c, code: $code) {\n      token\n      twoFactorChallenge\n      user {\n        email\n        role\n      }\n    }\n  }\n": typeof types.StaffTwoFactorVerifyDocument,
    "\n  query StaffTwoFactorStatus {\n    twoFactorStatus {\n      available\n      enabled\n      recoveryCodesLeft\n      setupRequired\n    }\n  }\n": typeof types.StaffTwoFactorStatusDocument,
    "\n  mutation StaffTwoFactorStart {\n    startTwoFactorEnrolment {\n      secret\n      otpauthUri\n      qrCode\n    }\n  }\n": typeof types.StaffTwoFactorStartDocument,
    "\n  mutation StaffTwoFactorConfirm($code: String!) {\n    confirmTwoFactorEnrolment(code: $code) {\n      message\n      recoveryCodes\n      token\n    }\n  }\n": typeof types.StaffTwoFactorConfirmDocument,
    "\n  mutation StaffTwoFactorDisable($code: String!) {\n    disableTwoFactor(code: $code) {\n      message\n      token\n    }\n  }\n": typeof types.StaffTwoFactorDisableDocument,
    "\n  mutation StaffTwoFactorRegenerate($code: String!) {\n    regenerateTwoFactorRecoveryCodes(code: $code) {\n      recoveryCodes\n    }\n  }\n": typeof types.StaffTwoFactorRegenerateDocument,
    "\n  mutation StaffTwoFactorReset($id: Int!) {\n    resetStaffTwoFactor(userId: $id)\n  }\n": typeof types.StaffTwoFactorResetDocument,
    "\n  query StaffTwoFactorMe {\n    me {\n      email\n    }\n  }\n": typeof types.StaffTwoFactorMeDocument,
    "\n  mutation StaffTwoFactorLogout {\n    logout\n  }\n": typeof types.StaffTwoFactorLogoutDocument,
    "\n  query StaffTwoFactorUsers {\n    users {\n      totalItems\n    }\n  }\n": typeof types.StaffTwoFactorUsersDocument,
    "\n  mutation StaffTwoFactorUpdateProfile {\n    updateProfile(input: { name: \"Changed\" }) {\n      name\n    }\n  }\n": typeof types.StaffTwoFactorUpdateProfileDocument,
    "\n  mutation TestStockAlertAsk($productId: Int!, $email: String!) {\n    requestStockAlert(productId: $productId, email: $email) {\n      message\n    }\n  }\n": typeof types.TestStockAlertAskDocument,
    "\n  mutation TestStockAlertReceive($input: CreateStockMovementInput!) {\n    createStockMovement(input: $input) {\n      id\n    }\n  }\n": typeof types.TestStockAlertReceiveDocument,
    "\n  mutation TestStockAlertSetStock($id: Int!, $i: UpdateProductInput!) {\n    updateProduct(id: $id, input: $i) {\n      stockQuantity\n    }\n  }\n": typeof types.TestStockAlertSetStockDocument,
    "\n  query TestStockAlertWaiting($id: Int!) {\n    product(id: $id) {\n      id\n      waitingStockAlerts\n    }\n  }\n": typeof types.TestStockAlertWaitingDocument,
    "\n  query TestStockAlertWaitingList {\n    products(options: { take: 50 }) {\n      items {\n        id\n        waitingStockAlerts\n      }\n    }\n  }\n": typeof types.TestStockAlertWaitingListDocument,
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
    "\n  query StoreFamilyListing(\n    $filter: ProductListingFilter\n    $sort: ProductSort\n    $page: PageInput\n    $grouping: ProductGrouping\n    $swatches: Int\n  ) {\n    productListing(filter: $filter, sort: $sort, page: $page, grouping: $grouping) {\n      totalItems\n      grouping\n      shadeLed\n      items {\n        id\n        name\n        familyName\n        variantLabel\n        discountedPrice\n        stockQuantity\n        parentItem {\n          id\n          title\n        }\n        swatches(take: $swatches) {\n          totalItems\n          items {\n            productId\n            slug\n            name\n            hexCode\n            inStock\n            image\n            current\n          }\n        }\n      }\n    }\n  }\n": typeof types.StoreFamilyListingDocument,
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
    "\n  query KeptReadsFirstShampoo {\n    productListing(filter: { subCategorySlug: \"shampoo\" }, page: { skip: 0, take: 1 }) {\n      items {\n        id\n        name\n        slug\n      }\n    }\n  }\n": typeof types.KeptReadsFirstShampooDocument,
    "\n  mutation KeptReadsRenameProduct($id: Int!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.KeptReadsRenameProductDocument,
    "\n  query KeptReadsNavbar {\n    navbarCategories {\n      id\n    }\n  }\n": typeof types.KeptReadsNavbarDocument,
    "\n  mutation KeptReadsLogout {\n    logout\n  }\n": typeof types.KeptReadsLogoutDocument,
    "\n  mutation KeptReadsStockAlert($email: String!, $productId: Int!) {\n    requestStockAlert(email: $email, productId: $productId) {\n      message\n    }\n  }\n": typeof types.KeptReadsStockAlertDocument,
    "\n  mutation KeptReadsHeart($productId: Int!) {\n    saveToWishlist(productId: $productId) {\n      id\n    }\n  }\n": typeof types.KeptReadsHeartDocument,
    "\n  mutation KeptReadsPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      replayed\n    }\n  }\n": typeof types.KeptReadsPlaceOrderDocument,
    "\n  mutation KeptReadsForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": typeof types.KeptReadsForgotPasswordDocument,
    "\n  mutation UploadsCreateBanner($input: CreateBannerInput!) {\n    createBanner(input: $input) {\n      fileName\n      imageWidth\n      imageHeight\n    }\n  }\n": typeof types.UploadsCreateBannerDocument,
    "\n  query TestUsers($options: UserListOptions) {\n    users(options: $options) {\n      totalItems\n      items {\n        id\n        name\n        email\n        role\n        isActive\n      }\n    }\n  }\n": typeof types.TestUsersDocument,
    "\n  query TestUser($id: Int!) {\n    user(id: $id) {\n      id\n      name\n      email\n      role\n    }\n  }\n": typeof types.TestUserDocument,
    "\n  mutation TestSetUserRole($id: Int!, $role: Role!) {\n    updateUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": typeof types.TestSetUserRoleDocument,
    "\n  mutation TestDeleteUser($id: Int!) {\n    deleteUser(id: $id) {\n      id\n      email\n      role\n    }\n  }\n": typeof types.TestDeleteUserDocument,
    "\n  mutation TestUpdateProfileImage($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      image\n    }\n  }\n": typeof types.TestUpdateProfileImageDocument,
    "\n  query TestMeId {\n    me {\n      id\n    }\n  }\n": typeof types.TestMeIdDocument,
    "\n  query TestUsersAllFields {\n    users {\n      items {\n        id\n        name\n        email\n        role\n        contactNo1\n        contactNo2\n        city\n        address\n        image\n        isActive\n        createdAt\n        updatedAt\n        branchCode\n      }\n    }\n  }\n": typeof types.TestUsersAllFieldsDocument,
    "\n  query VisitorsDashboard($days: Int) {\n    dashboard(days: $days) {\n      visitors\n      salesByDay {\n        date\n        visitors\n      }\n    }\n  }\n": typeof types.VisitorsDashboardDocument,
    "\n  query VisitorsShopName {\n    shopSettings {\n      shopName\n    }\n  }\n": typeof types.VisitorsShopNameDocument,
    "\n  query TopologyInStock {\n    productListing(filter: { inStock: true }, sort: PRICE_ASC, page: { skip: 0, take: 40 }) {\n      items {\n        id\n        slug\n        salePrice\n        stockQuantity\n      }\n    }\n  }\n": typeof types.TopologyInStockDocument,
    "\n  mutation TopologyPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      replayed\n      order {\n        id\n        orderNumber\n      }\n    }\n  }\n": typeof types.TopologyPlaceOrderDocument,
    "\n  mutation TopologyLogin($name: String!, $password: String!) {\n    login(name: $name, password: $password) {\n      token\n    }\n  }\n": typeof types.TopologyLoginDocument,
    "\n  mutation TopologyUpdatePrice($id: Int!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      salePrice\n    }\n  }\n": typeof types.TopologyUpdatePriceDocument,
    "\n  mutation HelperRegister($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        name\n        email\n        role\n        contactNo1\n        contactNo2\n        city\n        address\n        image\n        isActive\n        branchCode\n      }\n    }\n  }\n": typeof types.HelperRegisterDocument,
    "\n  mutation HelperLogin($name: String!, $password: String!) {\n    login(name: $name, password: $password) {\n      token\n      user {\n        id\n        name\n        email\n        role\n        contactNo1\n        contactNo2\n        city\n        address\n        image\n        isActive\n        branchCode\n      }\n    }\n  }\n": typeof types.HelperLoginDocument,
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
    "\n  mutation OptionalRegister($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      token\n      user {\n        id\n        name\n        contactNo1\n        contactNo2\n        city\n        address\n        image\n      }\n    }\n  }\n": types.OptionalRegisterDocument,
    "\n  query OptionalMeAndAddresses {\n    me {\n      email\n      contactNo1\n    }\n    myAddresses {\n      label\n      fullName\n      phone\n      addressLine1\n      addressLine2\n      city\n      postcode\n      isDefault\n    }\n  }\n": types.OptionalMeAndAddressesDocument,
    "\n  mutation OptionalAddAddress($input: SavedAddressInput!) {\n    createMyAddress(input: $input) {\n      postcode\n      phone\n    }\n  }\n": types.OptionalAddAddressDocument,
    "\n  mutation OptionalPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      orderPath\n    }\n  }\n": types.OptionalPlaceOrderDocument,
    "\n  mutation OptionalUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      contactNo1\n      city\n    }\n  }\n": types.OptionalUpdateProfileDocument,
    "\n  query TestTokensMe {\n    me {\n      id\n      email\n    }\n  }\n": types.TestTokensMeDocument,
    "\n  mutation TestTokensChangePassword($c: String!, $n: String!, $k: String!) {\n    changePassword(currentPassword: $c, newPassword: $n, confirmPassword: $k) {\n      message\n      token\n    }\n  }\n": types.TestTokensChangePasswordDocument,
    "\n  mutation TestTokensForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": types.TestTokensForgotPasswordDocument,
    "\n  mutation TestTokensResetPassword($token: String!, $n: String!, $k: String!) {\n    resetPassword(token: $token, newPassword: $n, confirmPassword: $k) {\n      message\n    }\n  }\n": types.TestTokensResetPasswordDocument,
    "\n  mutation TestTokensSetRole($id: Int!, $role: Role!) {\n    updateUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": types.TestTokensSetRoleDocument,
    "\n  mutation TestLogout {\n    logout\n  }\n": types.TestLogoutDocument,
    "\n  fragment WishlistFields on WishlistItem {\n    id\n    userId\n    productId\n    priceWhenSaved\n    priceNow\n    priceDropped\n    savedAt\n    product {\n      id\n      name\n      stockQuantity\n    }\n  }\n": types.WishlistFieldsFragmentDoc,
    "\n  query WishlistMine {\n    myWishlist {\n      ...WishlistFields\n    }\n  }\n": types.WishlistMineDocument,
    "\n  mutation WishlistSave($productId: Int!) {\n    saveToWishlist(productId: $productId) {\n      ...WishlistFields\n    }\n  }\n": types.WishlistSaveDocument,
    "\n  mutation WishlistRemove($productId: Int!) {\n    removeFromWishlist(productId: $productId)\n  }\n": types.WishlistRemoveDocument,
    "\n  query WishlistMyData {\n    myData {\n      json\n    }\n  }\n": types.WishlistMyDataDocument,
    "\n  mutation WishlistDeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password) {\n      message\n    }\n  }\n": types.WishlistDeleteMyAccountDocument,
    "\n  mutation WishlistMerge($productIds: [Int!]!) {\n    mergeWishlist(productIds: $productIds) {\n      ...WishlistFields\n    }\n  }\n": types.WishlistMergeDocument,
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
    "\n  query CurrencyRatesPublic {\n    shopSettings {\n      audRate\n      eurRate\n    }\n  }\n": types.CurrencyRatesPublicDocument,
    "\n  mutation CurrencyRatesSave($input: UpdateShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      shopName\n      audRate\n      eurRate\n    }\n  }\n": types.CurrencyRatesSaveDocument,
    "\n  query Dashboard($days: Int) {\n    dashboard(days: $days) {\n      totalOrders\n      revenue\n      products\n      customers\n      salesByDay {\n        date\n        orders\n        revenue\n      }\n      recentOrders {\n        orderNumber\n        status\n        total\n      }\n      topSelling {\n        productId\n        name\n        code\n        quantity\n        revenue\n      }\n      lowStock {\n        name\n        stockQuantity\n      }\n    }\n  }\n": types.DashboardDocument,
    "\n  query DashboardThreeDays {\n    dashboard(days: 3) {\n      totalOrders\n      revenue\n      products\n      customers\n      salesByDay {\n        orders\n        revenue\n      }\n      recentOrders {\n        id\n      }\n      topSelling {\n        productId\n      }\n      lowStock {\n        id\n      }\n    }\n  }\n": types.DashboardThreeDaysDocument,
    "\n  query TestDispatchPromise {\n    dispatchPromise {\n      dispatchOn\n      cutoffAt\n      nextDispatchOn\n      answeredAt\n      freeDeliveryOver\n    }\n  }\n": types.TestDispatchPromiseDocument,
    "\n  mutation TestCarrierSetting($carrier: String) {\n    updateShopSettings(input: { carrier: $carrier }) {\n      carrier\n    }\n  }\n": types.TestCarrierSettingDocument,
    "\n  query TestPublicCarrier {\n    shopSettings {\n      carrier\n    }\n  }\n": types.TestPublicCarrierDocument,
    "\n  mutation TestDispatchWithCarrier($id: Int!, $trackingNumber: String, $carrier: String) {\n    updateOrderStatus(id: $id, status: \"dispatched\", trackingNumber: $trackingNumber, carrier: $carrier) {\n      id\n    }\n  }\n": types.TestDispatchWithCarrierDocument,
    "\n  query TestOrderTracking($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      events {\n        status\n        trackingNumber\n        carrier\n        trackingUrl\n      }\n    }\n  }\n": types.TestOrderTrackingDocument,
    "\n  mutation DiscountLimitsPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        email\n        discount\n        total\n      }\n    }\n  }\n": types.DiscountLimitsPlaceOrderDocument,
    "\n  query DiscountLimitsCheckoutOptions($lines: [CheckoutLineInput!]!, $code: String) {\n    checkoutOptions(lines: $lines, discountCode: $code) {\n      discount\n      discountCode\n      discountMessage\n      discountNote\n    }\n  }\n": types.DiscountLimitsCheckoutOptionsDocument,
    "\n  mutation DiscountLimitsOrderStatus($id: Int!, $status: String!) {\n    updateOrderStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": types.DiscountLimitsOrderStatusDocument,
    "\n  mutation DiscountLimitsCreateCode($input: CreateDiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      code\n      firstOrderOnly\n      oncePerCustomer\n    }\n  }\n": types.DiscountLimitsCreateCodeDocument,
    "\n  mutation DiscountLimitsCreatePlainCode($input: CreateDiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      firstOrderOnly\n      oncePerCustomer\n    }\n  }\n": types.DiscountLimitsCreatePlainCodeDocument,
    "\n  mutation FieldAccessCreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n": types.FieldAccessCreateProductDocument,
    "\n  mutation FieldAccessSubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      id\n    }\n  }\n": types.FieldAccessSubmitReviewDocument,
    "\n  mutation FieldAccessApproveReview($id: Int!) {\n    updateReview(id: $id, input: { status: \"approved\" }) {\n      id\n    }\n  }\n": types.FieldAccessApproveReviewDocument,
    "\n  query FieldAccessProductsSecrets {\n    products(options: { take: 5 }) {\n      items {\n        id\n        name\n        costPrice\n        wholeSalePrice\n        batchNumber\n        shelfCode\n        expiryDate\n        vendorId\n      }\n    }\n  }\n": types.FieldAccessProductsSecretsDocument,
    "\n  query FieldAccessStoreProductSecrets($id: Int!) {\n    storeProduct(id: $id) {\n      id\n      name\n      costPrice\n      wholeSalePrice\n      batchNumber\n      shelfCode\n      expiryDate\n      vendorId\n    }\n  }\n": types.FieldAccessStoreProductSecretsDocument,
    "\n  query FieldAccessListingSecrets {\n    productListing {\n      items {\n        id\n        costPrice\n        wholeSalePrice\n        batchNumber\n        shelfCode\n        expiryDate\n        vendorId\n      }\n    }\n  }\n": types.FieldAccessListingSecretsDocument,
    "\n  query FieldAccessSearchSecrets {\n    search(query: \"velvet\") {\n      items {\n        id\n        costPrice\n        wholeSalePrice\n        batchNumber\n        shelfCode\n        expiryDate\n        vendorId\n      }\n    }\n  }\n": types.FieldAccessSearchSecretsDocument,
    "\n  query FieldAccessProductSecrets($id: Int!) {\n    product(id: $id) {\n      id\n      costPrice\n      wholeSalePrice\n      batchNumber\n      shelfCode\n      expiryDate\n      vendorId\n    }\n  }\n": types.FieldAccessProductSecretsDocument,
    "\n  query FieldAccessStaffSecrets($id: Int!) {\n    product(id: $id) {\n      costPrice\n      wholeSalePrice\n      batchNumber\n      shelfCode\n      expiryDate\n      vendorId\n    }\n  }\n": types.FieldAccessStaffSecretsDocument,
    "\n  query FieldAccessShownReviews($id: Int!) {\n    storeProduct(id: $id) {\n      reviews {\n        items {\n          authorName\n          rating\n        }\n      }\n    }\n  }\n": types.FieldAccessShownReviewsDocument,
    "\n  query FieldAccessReviewers($id: Int!) {\n    storeProduct(id: $id) {\n      reviews {\n        items {\n          authorName\n          userId\n          authorFullName\n        }\n      }\n    }\n  }\n": types.FieldAccessReviewersDocument,
    "\n  query FieldAccessStaffReviews {\n    reviews(options: { take: 5 }) {\n      items {\n        authorName\n        authorFullName\n        userId\n      }\n    }\n  }\n": types.FieldAccessStaffReviewsDocument,
    "\n  query FieldAccessProductSlug($id: Int!) {\n    product(id: $id) {\n      slug\n    }\n  }\n": types.FieldAccessProductSlugDocument,
    "\n  query FilterCountsPanel($filter: ProductListingFilter, $grouping: ProductGrouping) {\n    filterOptions(filter: $filter, grouping: $grouping) {\n      attributes {\n        key\n        options {\n          code\n          count\n        }\n      }\n      prices {\n        minPrice\n        maxPrice\n        count\n      }\n      freeFrom {\n        flag\n        count\n      }\n      ratings {\n        minRating\n        count\n      }\n      inStock\n    }\n  }\n": types.FilterCountsPanelDocument,
    "\n  query FilterCountsTotal($filter: ProductListingFilter, $grouping: ProductGrouping) {\n    productListing(filter: $filter, page: { take: 1 }, grouping: $grouping) {\n      totalItems\n      grouping\n    }\n  }\n": types.FilterCountsTotalDocument,
    "\n  query GuestBoundsProductPage($slug: String!) {\n    storeProduct(slug: $slug) {\n      id\n      name\n    }\n  }\n": types.GuestBoundsProductPageDocument,
    "\n  query GuestBoundsProduct($slug: String!) {\n    storeProduct(slug: $slug) {\n      id\n    }\n  }\n": types.GuestBoundsProductDocument,
    "\n      query GuestBoundsCategory($slug: String!) {\n        categoryBySlug(slug: $slug) {\n          id\n        }\n      }\n    ": types.GuestBoundsCategoryDocument,
    "\n      query GuestBoundsDepartment($slug: String!) {\n        departmentBySlug(slug: $slug) {\n          id\n        }\n      }\n    ": types.GuestBoundsDepartmentDocument,
    "\n      query GuestBoundsSubCategory($slug: String!) {\n        subCategoryBySlug(slug: $slug) {\n          id\n        }\n      }\n    ": types.GuestBoundsSubCategoryDocument,
    "\n      query GuestBoundsParentItem($slug: String!) {\n        parentItemBySlug(slug: $slug) {\n          id\n        }\n      }\n    ": types.GuestBoundsParentItemDocument,
    "\n      query GuestBoundsBrand($slug: String!) {\n        brandBySlug(slug: $slug) {\n          id\n        }\n      }\n    ": types.GuestBoundsBrandDocument,
    "\n      query GuestBoundsCollection($slug: String!) {\n        storeCollection(slug: $slug) {\n          id\n        }\n      }\n    ": types.GuestBoundsCollectionDocument,
    "\n  query GuestBoundsSearch($q: String!) {\n    search(query: $q) {\n      totalItems\n    }\n  }\n": types.GuestBoundsSearchDocument,
    "\n  mutation GuestBoundsLogin($name: String!, $password: String!) {\n    login(name: $name, password: $password) {\n      token\n    }\n  }\n": types.GuestBoundsLoginDocument,
    "\n  query RedisReadsFirstShampoo {\n    productListing(filter: { subCategorySlug: \"shampoo\" }, page: { skip: 0, take: 1 }) {\n      items {\n        id\n        slug\n        salePrice\n      }\n    }\n  }\n": types.RedisReadsFirstShampooDocument,
    "\n  mutation RedisReadsLogin($name: String!, $password: String!) {\n    login(name: $name, password: $password) {\n      token\n    }\n  }\n": types.RedisReadsLoginDocument,
    "\n  mutation RedisReadsUpdateProduct($id: Int!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      salePrice\n    }\n  }\n": types.RedisReadsUpdateProductDocument,
    "\n  query MoneyBoundsShipping($w: Int!, $s: Float!) {\n    shippingOptions(weightGrams: $w, subtotal: $s) {\n      price\n    }\n  }\n": types.MoneyBoundsShippingDocument,
    "\n  mutation MoneyBoundsCreateBanner($input: CreateBannerInput!) {\n    createBanner(input: $input) {\n      id\n      linkUrl\n    }\n  }\n": types.MoneyBoundsCreateBannerDocument,
    "\n  mutation MoneyBoundsCreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n": types.MoneyBoundsCreateProductDocument,
    "\n  query TestStaffNotifications {\n    staffNotifications {\n      total\n      entries {\n        kind\n        label\n        count\n        path\n      }\n    }\n  }\n": types.TestStaffNotificationsDocument,
    "\n  mutation ActorsRegister($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n": types.ActorsRegisterDocument,
    "\n  mutation ActorsPlace($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      order {\n        id\n      }\n    }\n  }\n": types.ActorsPlaceDocument,
    "\n  mutation ActorsCancel($id: Int!, $token: String) {\n    cancelMyOrder(id: $id, accessToken: $token) {\n      status\n    }\n  }\n": types.ActorsCancelDocument,
    "\n  mutation ActorsDeleteAccount($password: String!) {\n    deleteMyAccount(password: $password) {\n      message\n    }\n  }\n": types.ActorsDeleteAccountDocument,
    "\n  query ActorsHistory($id: Int!) {\n    order(id: $id) {\n      events {\n        status\n        userName\n        actor\n      }\n    }\n  }\n": types.ActorsHistoryDocument,
    "\n  mutation OrderEventsMove($id: Int!, $status: String!, $note: String, $trackingNumber: String, $carrier: String) {\n    updateOrderStatus(id: $id, status: $status, note: $note, trackingNumber: $trackingNumber, carrier: $carrier) {\n      id\n      status\n      nextStatuses\n    }\n  }\n": types.OrderEventsMoveDocument,
    "\n  query OrderEventsHistory($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      status\n      nextStatuses\n      events {\n        status\n        createdAt\n        userId\n        userName\n        note\n        trackingNumber\n        carrier\n      }\n    }\n  }\n": types.OrderEventsHistoryDocument,
    "\n  query OrderEventsCustomerHistory($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      events {\n        status\n        createdAt\n        trackingNumber\n        carrier\n      }\n    }\n  }\n": types.OrderEventsCustomerHistoryDocument,
    "\n  query OrderEventsList($o: OrderListOptions) {\n    orders(options: $o) {\n      totalItems\n      items {\n        orderNumber\n        status\n        nextStatuses\n      }\n    }\n  }\n": types.OrderEventsListDocument,
    "\n  mutation TestGuestLinkPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      replayed\n      order {\n        id\n        orderNumber\n      }\n    }\n  }\n": types.TestGuestLinkPlaceOrderDocument,
    "\n  query TestGuestLinkOrder($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      orderNumber\n      customerName\n      postcode\n    }\n  }\n": types.TestGuestLinkOrderDocument,
    "\n  mutation TestGuestLinkCancel($id: Int!, $token: String) {\n    cancelMyOrder(id: $id, accessToken: $token) {\n      id\n      status\n    }\n  }\n": types.TestGuestLinkCancelDocument,
    "\n  mutation TestGuestLinkReturn($id: Int!, $token: String) {\n    requestReturn(id: $id, reason: \"Wrong shade\", accessToken: $token) {\n      id\n    }\n  }\n": types.TestGuestLinkReturnDocument,
    "\n  mutation TestSendOrderLink($orderNumber: String!, $email: String!) {\n    sendOrderLink(orderNumber: $orderNumber, email: $email) {\n      message\n    }\n  }\n": types.TestSendOrderLinkDocument,
    "\n  mutation InvoiceAccessPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      order {\n        id\n      }\n    }\n  }\n": types.InvoiceAccessPlaceOrderDocument,
    "\n  query InvoiceAccessInvoice($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      orderNumber\n      createdAt\n      customerName\n      subtotal\n      discount\n      shipping\n      total\n      vat\n      lines {\n        productName\n        quantity\n        unitPrice\n        lineTotal\n        vatRate\n        vat\n      }\n    }\n    shopSettings {\n      shopName\n      companyNumber\n      vatNumber\n      addressLine1\n      city\n      postcode\n      contactEmail\n    }\n  }\n": types.InvoiceAccessInvoiceDocument,
    "\n  query TestReturnsGuestView($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      status\n      returnRequestableUntil\n      events {\n        status\n        createdAt\n        trackingNumber\n        carrier\n      }\n    }\n  }\n": types.TestReturnsGuestViewDocument,
    "\n  mutation TestReturnsOrderStatus($id: Int!, $status: String!, $tracking: String, $carrier: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking, carrier: $carrier) {\n      id\n      status\n    }\n  }\n": types.TestReturnsOrderStatusDocument,
    "\n  mutation TestReturnsRequestReturn($id: Int!, $reason: String!, $token: String) {\n    requestReturn(id: $id, reason: $reason, accessToken: $token) {\n      id\n      status\n      returnRequestableUntil\n      events {\n        status\n      }\n    }\n  }\n": types.TestReturnsRequestReturnDocument,
    "\n  query TestReturnsOrders($o: OrderListOptions) {\n    orders(options: $o) {\n      totalItems\n      items {\n        orderNumber\n        status\n      }\n    }\n  }\n": types.TestReturnsOrdersDocument,
    "\n  query TestReturnsNotifications {\n    staffNotifications {\n      entries {\n        kind\n        count\n        path\n      }\n    }\n  }\n": types.TestReturnsNotificationsDocument,
    "\n  query TestCreatedOrder($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      orderNumber\n      total\n    }\n  }\n": types.TestCreatedOrderDocument,
    "\n  query TestShippingOptions($w: Int!, $s: Float!) {\n    shippingOptions(weightGrams: $w, subtotal: $s) {\n      method\n      name\n      delivery\n      price\n      free\n    }\n  }\n": types.TestShippingOptionsDocument,
    "\n        query TestOrderInputFields {\n          line: __type(name: \"CreateOrderLineInput\") {\n            inputFields {\n              name\n            }\n          }\n          order: __type(name: \"CreateOrderInput\") {\n            inputFields {\n              name\n            }\n          }\n        }\n      ": types.TestOrderInputFieldsDocument,
    "\n        query TestMyOrderIds {\n          myOrders {\n            items {\n              id\n            }\n          }\n        }\n      ": types.TestMyOrderIdsDocument,
    "\n  mutation OrdersDeleteStatus($id: Int!, $status: String!, $trackingNumber: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $trackingNumber) {\n      id\n      status\n    }\n  }\n": types.OrdersDeleteStatusDocument,
    "\n  mutation OrdersDeleteDelete($id: Int!) {\n    deleteOrder(id: $id) {\n      id\n      orderNumber\n      status\n    }\n  }\n": types.OrdersDeleteDeleteDocument,
    "\n  query OrdersDeleteOrder($id: Int!) {\n    order(id: $id) {\n      id\n      status\n      deletable\n    }\n  }\n": types.OrdersDeleteOrderDocument,
    "\n  query OrdersDeleteList {\n    orders(options: { take: 100 }) {\n      items {\n        id\n        status\n        deletable\n      }\n    }\n  }\n": types.OrdersDeleteListDocument,
    "\n  query TestOrders($options: OrderListOptions) {\n    orders(options: $options) {\n      totalItems\n      items {\n        id\n        orderNumber\n        email\n        customerName\n        status\n        total\n      }\n    }\n  }\n": types.TestOrdersDocument,
    "\n  query TestOrder($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n      orderNumber\n      status\n      subtotal\n      shipping\n      discount\n      total\n      lines {\n        productId\n        productName\n        productCode\n        quantity\n        unitPrice\n        lineTotal\n      }\n    }\n  }\n": types.TestOrderDocument,
    "\n  query TestMyOrders($options: ListOptions) {\n    myOrders(options: $options) {\n      totalItems\n      items {\n        id\n        orderNumber\n      }\n    }\n  }\n": types.TestMyOrdersDocument,
    "\n  query TestBatchOrderLines {\n    orders(options: { search: \"batch-\", take: 5 }) {\n      items {\n        orderNumber\n        lines {\n          quantity\n        }\n      }\n    }\n  }\n": types.TestBatchOrderLinesDocument,
    "\n  mutation TestStatusUpdate($id: Int!, $status: String!, $trackingNumber: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $trackingNumber) {\n      id\n      status\n      total\n    }\n  }\n": types.TestStatusUpdateDocument,
    "\n  mutation TestStatusDeleteOrder($id: Int!) {\n    deleteOrder(id: $id) {\n      id\n      orderNumber\n      status\n    }\n  }\n": types.TestStatusDeleteOrderDocument,
    "\n  query TestStatusOrder($id: Int!) {\n    order(id: $id) {\n      id\n      status\n    }\n  }\n": types.TestStatusOrderDocument,
    "\n  query PageCacheRedisFirstProduct {\n    productListing(page: { skip: 0, take: 1 }) {\n      items {\n        id\n        slug\n      }\n    }\n  }\n": types.PageCacheRedisFirstProductDocument,
    "\n  mutation PageCacheRedisRename($id: Int!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      name\n    }\n  }\n": types.PageCacheRedisRenameDocument,
    "\n  query PageCacheFirstConditioner {\n    productListing(filter: { subCategorySlug: \"conditioner\" }, page: { skip: 0, take: 1 }) {\n      items {\n        id\n        name\n        slug\n        salePrice\n      }\n    }\n  }\n": types.PageCacheFirstConditionerDocument,
    "\n  mutation PageCacheSetPrice($id: Int!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      salePrice\n    }\n  }\n": types.PageCacheSetPriceDocument,
    "\n  query TestPaymentMethods {\n    paymentMethods {\n      id\n      label\n    }\n  }\n": types.TestPaymentMethodsDocument,
    "\n  mutation TestPlaceStorefrontCardOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      order {\n        id\n        status\n      }\n      payment {\n        card {\n          clientSecret\n          publishableKey\n          stripeJsUrl\n        }\n      }\n    }\n  }\n": types.TestPlaceStorefrontCardOrderDocument,
    "\n  mutation TestCancelMyCardOrder($id: Int!, $token: String) {\n    cancelMyOrder(id: $id, accessToken: $token) {\n      id\n      status\n    }\n  }\n": types.TestCancelMyCardOrderDocument,
    "\n  mutation TestPlaceCardOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      replayed\n      payment {\n        method\n        label\n        status\n        reference\n        amount\n        message\n        bankTransfer {\n          accountName\n        }\n        card {\n          clientSecret\n          publishableKey\n        }\n      }\n      order {\n        id\n        orderNumber\n        status\n        paymentMethod\n        total\n      }\n    }\n  }\n": types.TestPlaceCardOrderDocument,
    "\n  mutation TestRefundCardOrder($id: Int!, $note: String) {\n    refundCardOrder(id: $id, note: $note) {\n      id\n      status\n    }\n  }\n": types.TestRefundCardOrderDocument,
    "\n  mutation TestCardOrderStatus($id: Int!, $status: String!) {\n    updateOrderStatus(id: $id, status: $status) {\n      id\n    }\n  }\n": types.TestCardOrderStatusDocument,
    "\n  query TestCardOrderNextStatuses($id: Int!) {\n    order(id: $id) {\n      nextStatuses\n    }\n  }\n": types.TestCardOrderNextStatusesDocument,
    "\n  mutation ProductSaveForm($id: Int, $input: UpdateProductInput!, $i: [ProductImageInput!], $c: [Int!]) {\n    saveProduct(id: $id, input: $input, images: $i, collectionIds: $c) {\n      id\n    }\n  }\n": types.ProductSaveFormDocument,
    "\n  query ProductSaveRead($id: Int!) {\n    product(id: $id) {\n      id\n      name\n      stockQuantity\n      mainImage\n      gallery\n      collections {\n        id\n      }\n    }\n  }\n": types.ProductSaveReadDocument,
    "\n  mutation ProductSaveCreateCollection($input: CreateCollectionInput!) {\n    createCollection(input: $input) {\n      id\n    }\n  }\n": types.ProductSaveCreateCollectionDocument,
    "\n  query ProductSaveGhostCount {\n    products(options: { search: \"Ghost Serum\" }) {\n      totalItems\n    }\n  }\n": types.ProductSaveGhostCountDocument,
    "\n  query ProductsAdminList($o: ProductListOptions) {\n    products(options: $o) {\n      totalItems\n      items {\n        id\n        code\n        name\n        stockQuantity\n        isActive\n      }\n    }\n  }\n": types.ProductsAdminListDocument,
    "\n  mutation ProductsAdminSetCollections($p: Int!, $c: [Int!]!) {\n    setProductCollections(productId: $p, collectionIds: $c) {\n      id\n      collections {\n        id\n        slug\n      }\n    }\n  }\n": types.ProductsAdminSetCollectionsDocument,
    "\n  query ProductsAdminProduct($id: Int!) {\n    product(id: $id) {\n      id\n      code\n      name\n      salePrice\n      costPrice\n      wholeSalePrice\n      discountInAmount\n      discountInPercent\n      collections {\n        slug\n      }\n    }\n  }\n": types.ProductsAdminProductDocument,
    "\n  query ProductsAdminProductWithoutCollections($id: Int!) {\n    product(id: $id) {\n      id\n      code\n      name\n      salePrice\n      costPrice\n      wholeSalePrice\n      discountInAmount\n      discountInPercent\n    }\n  }\n": types.ProductsAdminProductWithoutCollectionsDocument,
    "\n  mutation ProductsAdminSetImages($p: Int!, $i: [ProductImageInput!]!) {\n    setProductImages(productId: $p, images: $i) {\n      id\n      mainImage\n      fileName\n      galleryImages\n      gallery\n    }\n  }\n": types.ProductsAdminSetImagesDocument,
    "\n  mutation ProductsAdminPrices($rows: [ProductPriceInput!]!) {\n    updateProductPrices(rows: $rows) {\n      changedCount\n      unchangedCount\n      rows {\n        productId\n        code\n        name\n        changed\n        changes {\n          field\n          from\n          to\n        }\n      }\n    }\n  }\n": types.ProductsAdminPricesDocument,
    "\n  query ProductsAdminExport($o: ProductListOptions) {\n    productsCsv(options: $o) {\n      csv\n      rowCount\n      totalItems\n      truncated\n    }\n  }\n": types.ProductsAdminExportDocument,
    "\n  mutation ProductsAdminPreviewImport($csv: String!) {\n    previewProductImport(csv: $csv) {\n      applied\n      totalRows\n      createCount\n      updateCount\n      unchangedCount\n      errorRowCount\n      errorCount\n      rows {\n        rowNumber\n        code\n        name\n        action\n        changes\n      }\n      errors {\n        rowNumber\n        column\n        message\n      }\n    }\n  }\n": types.ProductsAdminPreviewImportDocument,
    "\n  mutation ProductsAdminImport($csv: String!) {\n    importProducts(csv: $csv) {\n      applied\n      totalRows\n      createCount\n      updateCount\n      unchangedCount\n      errorRowCount\n      errorCount\n      rows {\n        rowNumber\n        code\n        name\n        action\n        changes\n      }\n      errors {\n        rowNumber\n        column\n        message\n      }\n    }\n  }\n": types.ProductsAdminImportDocument,
    "\n  mutation ProductsAdminCreateDepartment($input: CreateDepartmentInput!) {\n    createDepartment(input: $input) {\n      id\n      code\n    }\n  }\n": types.ProductsAdminCreateDepartmentDocument,
    "\n  mutation ProductsAdminCreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) {\n      id\n      code\n    }\n  }\n": types.ProductsAdminCreateCategoryDocument,
    "\n  mutation ProductsAdminCreateSubCategory($input: CreateSubCategoryInput!) {\n    createSubCategory(input: $input) {\n      id\n      code\n    }\n  }\n": types.ProductsAdminCreateSubCategoryDocument,
    "\n  mutation ProductsAdminCreateParentItem($input: CreateParentItemInput!) {\n    createParentItem(input: $input) {\n      id\n      code\n    }\n  }\n": types.ProductsAdminCreateParentItemDocument,
    "\n  mutation ProductsAdminCreateBrand($input: CreateBrandInput!) {\n    createBrand(input: $input) {\n      id\n      code\n    }\n  }\n": types.ProductsAdminCreateBrandDocument,
    "\n  mutation ProductsAdminCreateCollection($input: CreateCollectionInput!) {\n    createCollection(input: $input) {\n      id\n      slug\n    }\n  }\n": types.ProductsAdminCreateCollectionDocument,
    "\n  mutation ProductsAdminCreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n      code\n    }\n  }\n": types.ProductsAdminCreateProductDocument,
    "\n  query ProductsAdminNotifications {\n    staffNotifications {\n      entries {\n        kind\n        count\n        path\n      }\n    }\n  }\n": types.ProductsAdminNotificationsDocument,
    "\n  query ProductsAdminParentItems($o: ParentItemListOptions) {\n    parentItems(options: $o) {\n      items {\n        title\n      }\n    }\n  }\n": types.ProductsAdminParentItemsDocument,
    "\n  query ProductsAdminStoreProductCollections($id: Int!) {\n    storeProduct(id: $id) {\n      name\n      collections {\n        slug\n      }\n    }\n  }\n": types.ProductsAdminStoreProductCollectionsDocument,
    "\n  query ProductsAdminArganOil {\n    products(options: { search: \"Argan\" }) {\n      items {\n        id\n        code\n        salePrice\n        vegan\n        brand {\n          name\n        }\n        parentItem {\n          title\n        }\n        detailedDescription\n        collections {\n          slug\n        }\n      }\n    }\n  }\n": types.ProductsAdminArganOilDocument,
    "\n  query ProductsAdminProductTexts($id: Int!) {\n    product(id: $id) {\n      detailedDescription\n      howToUse\n      expiryDate\n      lengthCm\n    }\n  }\n": types.ProductsAdminProductTextsDocument,
    "\n  mutation ProductsAdminSetHowToUse($id: Int!) {\n    updateProduct(id: $id, input: { howToUse: \"'+ apply daily\" }) {\n      id\n    }\n  }\n": types.ProductsAdminSetHowToUseDocument,
    "\n  mutation ProductsCsvStockImport($csv: String!) {\n    importProducts(csv: $csv) {\n      applied\n      createCount\n      updateCount\n      unchangedCount\n      errorCount\n      rows {\n        code\n        name\n        action\n      }\n    }\n  }\n": types.ProductsCsvStockImportDocument,
    "\n  mutation ProductsCsvStockCreate($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n      code\n    }\n  }\n": types.ProductsCsvStockCreateDocument,
    "\n  query ProductsCsvWholeExport {\n    productsCsv(options: {}) {\n      csv\n      rowCount\n      truncated\n    }\n  }\n": types.ProductsCsvWholeExportDocument,
    "\n  mutation ProductsCsvWholePreview($csv: String!) {\n    previewProductImport(csv: $csv) {\n      totalRows\n      unchangedCount\n      errorCount\n    }\n  }\n": types.ProductsCsvWholePreviewDocument,
    "\n  query TestPromotionTiles {\n    promotionTiles {\n      slot\n      fileName\n      imageWidth\n      imageHeight\n      imageAlt\n    }\n  }\n": types.TestPromotionTilesDocument,
    "\n  mutation TestSetPromotionTile($slot: Int!, $input: PromotionTileInput!) {\n    setPromotionTile(slot: $slot, input: $input) {\n      slot\n      fileName\n      imageWidth\n      imageHeight\n      imageAlt\n    }\n  }\n": types.TestSetPromotionTileDocument,
    "\n  mutation RateLimitContact($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      message\n    }\n  }\n": types.RateLimitContactDocument,
    "\n  mutation RateLimitForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": types.RateLimitForgotPasswordDocument,
    "\n  mutation RateLimitCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      order {\n        id\n      }\n    }\n  }\n": types.RateLimitCreateOrderDocument,
    "\n  mutation TestRefundsPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        orderNumber\n        lines {\n          id\n          productName\n        }\n      }\n    }\n  }\n": types.TestRefundsPlaceOrderDocument,
    "\n  mutation TestRefundsMarkPaid($id: Int!, $status: String!) {\n    updateOrderStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": types.TestRefundsMarkPaidDocument,
    "\n  query TestRefundsPreview($id: Int!, $lines: [RefundLineInput!]!, $includeDelivery: Boolean) {\n    orderRefundPreview(id: $id, lines: $lines, includeDelivery: $includeDelivery) {\n      amount\n      delivery\n      wholeOrder\n      method\n      message\n      lines {\n        lineId\n        productName\n        quantity\n        amount\n      }\n    }\n  }\n": types.TestRefundsPreviewDocument,
    "\n  mutation TestRefundsRefundLines($id: Int!, $lines: [RefundLineInput!]!, $includeDelivery: Boolean, $note: String) {\n    refundOrderLines(id: $id, lines: $lines, includeDelivery: $includeDelivery, note: $note) {\n      id\n      status\n      refunded\n      shippingRefunded\n      lines {\n        id\n        quantity\n        refundedQuantity\n      }\n    }\n  }\n": types.TestRefundsRefundLinesDocument,
    "\n  mutation TestRefundsWholeCardOrder($id: Int!) {\n    refundCardOrder(id: $id) {\n      id\n    }\n  }\n": types.TestRefundsWholeCardOrderDocument,
    "\n  query RequestLogsOrderByToken($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n    }\n  }\n": types.RequestLogsOrderByTokenDocument,
    "\n  query RequestLogsMissingOrder {\n    order(id: 999999) {\n      id\n    }\n  }\n": types.RequestLogsMissingOrderDocument,
    "\n  query RequestLogsTypename {\n    __typename\n  }\n": types.RequestLogsTypenameDocument,
    "\n  mutation TestDeliveredSubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      id\n      status\n      rating\n      title\n    }\n  }\n": types.TestDeliveredSubmitReviewDocument,
    "\n  query TestCanReviewProduct($productId: Int!) {\n    canReviewProduct(productId: $productId)\n  }\n": types.TestCanReviewProductDocument,
    "\n  mutation TestDeliveredOrderStatus($id: Int!, $status: String!, $tracking: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking) {\n      status\n    }\n  }\n": types.TestDeliveredOrderStatusDocument,
    "\n  query TestRatingFigures($id: Int!) {\n    storeProduct(id: $id) {\n      rating\n      reviewAverage\n      reviewCount\n      reviewHistogram {\n        stars\n        count\n      }\n    }\n  }\n": types.TestRatingFiguresDocument,
    "\n  query TestRatingReviews($id: Int!, $sort: ReviewSort, $stars: Int) {\n    storeProduct(id: $id) {\n      reviews(sort: $sort, stars: $stars, page: { take: 10 }) {\n        totalItems\n        items {\n          title\n          rating\n          verifiedBuyer\n        }\n      }\n    }\n  }\n": types.TestRatingReviewsDocument,
    "\n  mutation TestRatingSubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      id\n      verifiedBuyer\n    }\n  }\n": types.TestRatingSubmitReviewDocument,
    "\n  mutation TestRatingUpdateReview($id: Int!, $input: UpdateReviewInput!) {\n    updateReview(id: $id, input: $input) {\n      status\n    }\n  }\n": types.TestRatingUpdateReviewDocument,
    "\n  mutation TestRatingCreateReview($input: CreateReviewInput!) {\n    createReview(input: $input) {\n      id\n      verifiedBuyer\n    }\n  }\n": types.TestRatingCreateReviewDocument,
    "\n  mutation TestRatingDeleteReview($id: Int!) {\n    deleteReview(id: $id) {\n      id\n    }\n  }\n": types.TestRatingDeleteReviewDocument,
    "\n  query TestRatingListing($sort: ProductSort) {\n    productListing(sort: $sort, page: { take: 100 }) {\n      items {\n        id\n        reviewAverage\n        reviewCount\n      }\n    }\n  }\n": types.TestRatingListingDocument,
    "\n  query TestRatingFilters($filter: ProductListingFilter) {\n    productListing(filter: $filter, page: { take: 100 }) {\n      items {\n        name\n      }\n    }\n    filterOptions(filter: $filter) {\n      ratings {\n        minRating\n        count\n      }\n      inStock\n    }\n  }\n": types.TestRatingFiltersDocument,
    "\n  query PointsCheckoutOptions($lines: [CheckoutLineInput!]!, $points: Int, $code: String) {\n    checkoutOptions(lines: $lines, pointsToSpend: $points, discountCode: $code) {\n      subtotal\n      discount\n      pointsDiscount\n      vat\n      rewardPoints {\n        balance\n        pointsPerPound\n        usable\n        usableValue\n        spent\n        message\n      }\n      options {\n        method\n        price\n        total\n        vat\n      }\n    }\n  }\n": types.PointsCheckoutOptionsDocument,
    "\n  mutation PointsPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        orderNumber\n        subtotal\n        shipping\n        pointsSpent\n        pointsDiscount\n        total\n        vat\n        lines {\n          vat\n        }\n      }\n    }\n  }\n": types.PointsPlaceOrderDocument,
    "\n  query PointsMine {\n    myRewardPoints {\n      balance\n      history {\n        points\n        reason\n        orderId\n      }\n    }\n  }\n": types.PointsMineDocument,
    "\n  mutation PointsCancelMine($id: Int!) {\n    cancelMyOrder(id: $id) {\n      status\n    }\n  }\n": types.PointsCancelMineDocument,
    "\n  mutation PointsMoveOrder($id: Int!, $status: String!, $tracking: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking) {\n      status\n    }\n  }\n": types.PointsMoveOrderDocument,
    "\n  mutation PointsSaveRule($input: UpdateShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      pointsPerPound\n      pointsRedeemable\n    }\n  }\n": types.PointsSaveRuleDocument,
    "\n  query RewardPointsMine {\n    myRewardPoints {\n      balance\n      history {\n        points\n        reason\n        orderNumber\n        orderId\n        createdAt\n      }\n    }\n  }\n": types.RewardPointsMineDocument,
    "\n  mutation RewardPointsMoveOrder($id: Int!, $status: String!, $tracking: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking) {\n      id\n      status\n    }\n  }\n": types.RewardPointsMoveOrderDocument,
    "\n  mutation SearchRedisRename($id: Int!) {\n    updateProduct(id: $id, input: { name: \"Axolotl Silk Serum\" }) {\n      name\n    }\n  }\n": types.SearchRedisRenameDocument,
    "\n  query SearchRedisSearch($q: String!) {\n    search(query: $q) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.SearchRedisSearchDocument,
    "\n  query StoreSearchSuggestionsTest($text: String!) {\n    searchSuggestions(text: $text) {\n      query\n      categories {\n        kind\n        name\n        slug\n        categorySlug\n      }\n      brands {\n        name\n        slug\n      }\n      products {\n        id\n        name\n        slug\n        salePrice\n        gallery\n        shade {\n          name\n        }\n      }\n      closeMatches {\n        kind\n        name\n        slug\n      }\n      popularCategories {\n        kind\n        name\n        slug\n      }\n    }\n  }\n": types.StoreSearchSuggestionsTestDocument,
    "\n  query StoreSearchSuggestionsCount($query: String!) {\n    search(query: $query, page: { take: 100 }) {\n      items {\n        id\n      }\n    }\n  }\n": types.StoreSearchSuggestionsCountDocument,
    "\n  mutation SuggestionsCreateBrand {\n    createBrand(input: { name: \"Nairn Naturals\", slug: \"nairn-naturals\" }) {\n      id\n    }\n  }\n": types.SuggestionsCreateBrandDocument,
    "\n  mutation SuggestionsHideCategory($id: Int!) {\n    updateCategory(id: $id, input: { isActive: false }) {\n      isActive\n    }\n  }\n": types.SuggestionsHideCategoryDocument,
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
    "\n  query ShopSettingsPublic {\n    shopSettings {\n      shopName\n      companyNumber\n      vatNumber\n      addressLine1\n      addressLine2\n      city\n      postcode\n      contactEmail\n      facebookUrl\n      instagramUrl\n    }\n  }\n": types.ShopSettingsPublicDocument,
    "\n  query ShopSettingsBank {\n    shopBankDetails {\n      accountName\n      sortCode\n      accountNumber\n    }\n  }\n": types.ShopSettingsBankDocument,
    "\n  mutation ShopSettingsUpdate($input: UpdateShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      shopName\n      companyNumber\n      vatNumber\n      addressLine1\n      addressLine2\n      city\n      postcode\n      contactEmail\n      facebookUrl\n      instagramUrl\n    }\n  }\n": types.ShopSettingsUpdateDocument,
    "\n  mutation ShopStartChangeAdminPassword {\n    changePassword(currentPassword: \"first-start-pass\", newPassword: \"chosen-by-the-boss\", confirmPassword: \"chosen-by-the-boss\") {\n      message\n    }\n  }\n": types.ShopStartChangeAdminPasswordDocument,
    "\n  query ShopStartDepartments {\n    departments {\n      totalItems\n      items {\n        name\n        slug\n        fileName\n        categories {\n          name\n          slug\n          subCategories {\n            name\n            slug\n          }\n        }\n      }\n    }\n  }\n": types.ShopStartDepartmentsDocument,
    "\n  query ShopStartDepartmentCount {\n    departments {\n      totalItems\n    }\n  }\n": types.ShopStartDepartmentCountDocument,
    "\n  query ShopStartTooManyDepartments {\n    departments(options: { take: 1000 }) {\n      totalItems\n    }\n  }\n": types.ShopStartTooManyDepartmentsDocument,
    "\n  query ShopStartDemoOrders {\n    orders(options: { take: 100 }) {\n      items {\n        status\n        deletable\n        events {\n          status\n        }\n      }\n    }\n  }\n": types.ShopStartDemoOrdersDocument,
    "\n  mutation StaffTwoFactorLogin($n: String!, $p: String!) {\n    login(name: $n, password: $p) {\n      token\n      twoFactorChallenge\n      twoFactorSetupRequired\n      user {\n        email\n      }\n    }\n  }\n": types.StaffTwoFactorLoginDocument,
    "\n  mutation StaffTwoFactorVerify($c: String!, $code: String!) {\n    verifyTwoFactor(challenge: $c, code: $code) {\n      token\n      twoFactorChallenge\n      user {\n        email\n        role\n      }\n    }\n  }\n": types.StaffTwoFactorVerifyDocument,
    "\n  query StaffTwoFactorStatus {\n    twoFactorStatus {\n      available\n      enabled\n      recoveryCodesLeft\n      setupRequired\n    }\n  }\n": types.StaffTwoFactorStatusDocument,
    "\n  mutation StaffTwoFactorStart {\n    startTwoFactorEnrolment {\n      secret\n      otpauthUri\n      qrCode\n    }\n  }\n": types.StaffTwoFactorStartDocument,
    "\n  mutation StaffTwoFactorConfirm($code: String!) {\n    confirmTwoFactorEnrolment(code: $code) {\n      message\n      recoveryCodes\n      token\n    }\n  }\n": types.StaffTwoFactorConfirmDocument,
    "\n  mutation StaffTwoFactorDisable($code: String!) {\n    disableTwoFactor(code: $code) {\n      message\n      token\n    }\n  }\n": types.StaffTwoFactorDisableDocument,
    "\n  mutation StaffTwoFactorRegenerate($code: String!) {\n    regenerateTwoFactorRecoveryCodes(code: $code) {\n      recoveryCodes\n    }\n  }\n": types.StaffTwoFactorRegenerateDocument,
    "\n  mutation StaffTwoFactorReset($id: Int!) {\n    resetStaffTwoFactor(userId: $id)\n  }\n": types.StaffTwoFactorResetDocument,
    "\n  query StaffTwoFactorMe {\n    me {\n      email\n    }\n  }\n": types.StaffTwoFactorMeDocument,
    "\n  mutation StaffTwoFactorLogout {\n    logout\n  }\n": types.StaffTwoFactorLogoutDocument,
    "\n  query StaffTwoFactorUsers {\n    users {\n      totalItems\n    }\n  }\n": types.StaffTwoFactorUsersDocument,
    "\n  mutation StaffTwoFactorUpdateProfile {\n    updateProfile(input: { name: \"Changed\" }) {\n      name\n    }\n  }\n": types.StaffTwoFactorUpdateProfileDocument,
    "\n  mutation TestStockAlertAsk($productId: Int!, $email: String!) {\n    requestStockAlert(productId: $productId, email: $email) {\n      message\n    }\n  }\n": types.TestStockAlertAskDocument,
    "\n  mutation TestStockAlertReceive($input: CreateStockMovementInput!) {\n    createStockMovement(input: $input) {\n      id\n    }\n  }\n": types.TestStockAlertReceiveDocument,
    "\n  mutation TestStockAlertSetStock($id: Int!, $i: UpdateProductInput!) {\n    updateProduct(id: $id, input: $i) {\n      stockQuantity\n    }\n  }\n": types.TestStockAlertSetStockDocument,
    "\n  query TestStockAlertWaiting($id: Int!) {\n    product(id: $id) {\n      id\n      waitingStockAlerts\n    }\n  }\n": types.TestStockAlertWaitingDocument,
    "\n  query TestStockAlertWaitingList {\n    products(options: { take: 50 }) {\n      items {\n        id\n        waitingStockAlerts\n      }\n    }\n  }\n": types.TestStockAlertWaitingListDocument,
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
    "\n  query StoreFamilyListing(\n    $filter: ProductListingFilter\n    $sort: ProductSort\n    $page: PageInput\n    $grouping: ProductGrouping\n    $swatches: Int\n  ) {\n    productListing(filter: $filter, sort: $sort, page: $page, grouping: $grouping) {\n      totalItems\n      grouping\n      shadeLed\n      items {\n        id\n        name\n        familyName\n        variantLabel\n        discountedPrice\n        stockQuantity\n        parentItem {\n          id\n          title\n        }\n        swatches(take: $swatches) {\n          totalItems\n          items {\n            productId\n            slug\n            name\n            hexCode\n            inStock\n            image\n            current\n          }\n        }\n      }\n    }\n  }\n": types.StoreFamilyListingDocument,
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
    "\n  query KeptReadsFirstShampoo {\n    productListing(filter: { subCategorySlug: \"shampoo\" }, page: { skip: 0, take: 1 }) {\n      items {\n        id\n        name\n        slug\n      }\n    }\n  }\n": types.KeptReadsFirstShampooDocument,
    "\n  mutation KeptReadsRenameProduct($id: Int!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": types.KeptReadsRenameProductDocument,
    "\n  query KeptReadsNavbar {\n    navbarCategories {\n      id\n    }\n  }\n": types.KeptReadsNavbarDocument,
    "\n  mutation KeptReadsLogout {\n    logout\n  }\n": types.KeptReadsLogoutDocument,
    "\n  mutation KeptReadsStockAlert($email: String!, $productId: Int!) {\n    requestStockAlert(email: $email, productId: $productId) {\n      message\n    }\n  }\n": types.KeptReadsStockAlertDocument,
    "\n  mutation KeptReadsHeart($productId: Int!) {\n    saveToWishlist(productId: $productId) {\n      id\n    }\n  }\n": types.KeptReadsHeartDocument,
    "\n  mutation KeptReadsPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      replayed\n    }\n  }\n": types.KeptReadsPlaceOrderDocument,
    "\n  mutation KeptReadsForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": types.KeptReadsForgotPasswordDocument,
    "\n  mutation UploadsCreateBanner($input: CreateBannerInput!) {\n    createBanner(input: $input) {\n      fileName\n      imageWidth\n      imageHeight\n    }\n  }\n": types.UploadsCreateBannerDocument,
    "\n  query TestUsers($options: UserListOptions) {\n    users(options: $options) {\n      totalItems\n      items {\n        id\n        name\n        email\n        role\n        isActive\n      }\n    }\n  }\n": types.TestUsersDocument,
    "\n  query TestUser($id: Int!) {\n    user(id: $id) {\n      id\n      name\n      email\n      role\n    }\n  }\n": types.TestUserDocument,
    "\n  mutation TestSetUserRole($id: Int!, $role: Role!) {\n    updateUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": types.TestSetUserRoleDocument,
    "\n  mutation TestDeleteUser($id: Int!) {\n    deleteUser(id: $id) {\n      id\n      email\n      role\n    }\n  }\n": types.TestDeleteUserDocument,
    "\n  mutation TestUpdateProfileImage($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      image\n    }\n  }\n": types.TestUpdateProfileImageDocument,
    "\n  query TestMeId {\n    me {\n      id\n    }\n  }\n": types.TestMeIdDocument,
    "\n  query TestUsersAllFields {\n    users {\n      items {\n        id\n        name\n        email\n        role\n        contactNo1\n        contactNo2\n        city\n        address\n        image\n        isActive\n        createdAt\n        updatedAt\n        branchCode\n      }\n    }\n  }\n": types.TestUsersAllFieldsDocument,
    "\n  query VisitorsDashboard($days: Int) {\n    dashboard(days: $days) {\n      visitors\n      salesByDay {\n        date\n        visitors\n      }\n    }\n  }\n": types.VisitorsDashboardDocument,
    "\n  query VisitorsShopName {\n    shopSettings {\n      shopName\n    }\n  }\n": types.VisitorsShopNameDocument,
    "\n  query TopologyInStock {\n    productListing(filter: { inStock: true }, sort: PRICE_ASC, page: { skip: 0, take: 40 }) {\n      items {\n        id\n        slug\n        salePrice\n        stockQuantity\n      }\n    }\n  }\n": types.TopologyInStockDocument,
    "\n  mutation TopologyPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      replayed\n      order {\n        id\n        orderNumber\n      }\n    }\n  }\n": types.TopologyPlaceOrderDocument,
    "\n  mutation TopologyLogin($name: String!, $password: String!) {\n    login(name: $name, password: $password) {\n      token\n    }\n  }\n": types.TopologyLoginDocument,
    "\n  mutation TopologyUpdatePrice($id: Int!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      salePrice\n    }\n  }\n": types.TopologyUpdatePriceDocument,
    "\n  mutation HelperRegister($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        name\n        email\n        role\n        contactNo1\n        contactNo2\n        city\n        address\n        image\n        isActive\n        branchCode\n      }\n    }\n  }\n": types.HelperRegisterDocument,
    "\n  mutation HelperLogin($name: String!, $password: String!) {\n    login(name: $name, password: $password) {\n      token\n      user {\n        id\n        name\n        email\n        role\n        contactNo1\n        contactNo2\n        city\n        address\n        image\n        isActive\n        branchCode\n      }\n    }\n  }\n": types.HelperLoginDocument,
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
export function graphql(source: "\n  mutation OptionalRegister($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      token\n      user {\n        id\n        name\n        contactNo1\n        contactNo2\n        city\n        address\n        image\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OptionalRegister($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      token\n      user {\n        id\n        name\n        contactNo1\n        contactNo2\n        city\n        address\n        image\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OptionalMeAndAddresses {\n    me {\n      email\n      contactNo1\n    }\n    myAddresses {\n      label\n      fullName\n      phone\n      addressLine1\n      addressLine2\n      city\n      postcode\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  query OptionalMeAndAddresses {\n    me {\n      email\n      contactNo1\n    }\n    myAddresses {\n      label\n      fullName\n      phone\n      addressLine1\n      addressLine2\n      city\n      postcode\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OptionalAddAddress($input: SavedAddressInput!) {\n    createMyAddress(input: $input) {\n      postcode\n      phone\n    }\n  }\n"): (typeof documents)["\n  mutation OptionalAddAddress($input: SavedAddressInput!) {\n    createMyAddress(input: $input) {\n      postcode\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OptionalPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      orderPath\n    }\n  }\n"): (typeof documents)["\n  mutation OptionalPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      orderPath\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OptionalUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      contactNo1\n      city\n    }\n  }\n"): (typeof documents)["\n  mutation OptionalUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      contactNo1\n      city\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment WishlistFields on WishlistItem {\n    id\n    userId\n    productId\n    priceWhenSaved\n    priceNow\n    priceDropped\n    savedAt\n    product {\n      id\n      name\n      stockQuantity\n    }\n  }\n"): (typeof documents)["\n  fragment WishlistFields on WishlistItem {\n    id\n    userId\n    productId\n    priceWhenSaved\n    priceNow\n    priceDropped\n    savedAt\n    product {\n      id\n      name\n      stockQuantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WishlistMine {\n    myWishlist {\n      ...WishlistFields\n    }\n  }\n"): (typeof documents)["\n  query WishlistMine {\n    myWishlist {\n      ...WishlistFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WishlistSave($productId: Int!) {\n    saveToWishlist(productId: $productId) {\n      ...WishlistFields\n    }\n  }\n"): (typeof documents)["\n  mutation WishlistSave($productId: Int!) {\n    saveToWishlist(productId: $productId) {\n      ...WishlistFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WishlistRemove($productId: Int!) {\n    removeFromWishlist(productId: $productId)\n  }\n"): (typeof documents)["\n  mutation WishlistRemove($productId: Int!) {\n    removeFromWishlist(productId: $productId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WishlistMyData {\n    myData {\n      json\n    }\n  }\n"): (typeof documents)["\n  query WishlistMyData {\n    myData {\n      json\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WishlistDeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation WishlistDeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WishlistMerge($productIds: [Int!]!) {\n    mergeWishlist(productIds: $productIds) {\n      ...WishlistFields\n    }\n  }\n"): (typeof documents)["\n  mutation WishlistMerge($productIds: [Int!]!) {\n    mergeWishlist(productIds: $productIds) {\n      ...WishlistFields\n    }\n  }\n"];
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
export function graphql(source: "\n  query CurrencyRatesPublic {\n    shopSettings {\n      audRate\n      eurRate\n    }\n  }\n"): (typeof documents)["\n  query CurrencyRatesPublic {\n    shopSettings {\n      audRate\n      eurRate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CurrencyRatesSave($input: UpdateShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      shopName\n      audRate\n      eurRate\n    }\n  }\n"): (typeof documents)["\n  mutation CurrencyRatesSave($input: UpdateShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      shopName\n      audRate\n      eurRate\n    }\n  }\n"];
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
export function graphql(source: "\n  query TestDispatchPromise {\n    dispatchPromise {\n      dispatchOn\n      cutoffAt\n      nextDispatchOn\n      answeredAt\n      freeDeliveryOver\n    }\n  }\n"): (typeof documents)["\n  query TestDispatchPromise {\n    dispatchPromise {\n      dispatchOn\n      cutoffAt\n      nextDispatchOn\n      answeredAt\n      freeDeliveryOver\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestCarrierSetting($carrier: String) {\n    updateShopSettings(input: { carrier: $carrier }) {\n      carrier\n    }\n  }\n"): (typeof documents)["\n  mutation TestCarrierSetting($carrier: String) {\n    updateShopSettings(input: { carrier: $carrier }) {\n      carrier\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestPublicCarrier {\n    shopSettings {\n      carrier\n    }\n  }\n"): (typeof documents)["\n  query TestPublicCarrier {\n    shopSettings {\n      carrier\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestDispatchWithCarrier($id: Int!, $trackingNumber: String, $carrier: String) {\n    updateOrderStatus(id: $id, status: \"dispatched\", trackingNumber: $trackingNumber, carrier: $carrier) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation TestDispatchWithCarrier($id: Int!, $trackingNumber: String, $carrier: String) {\n    updateOrderStatus(id: $id, status: \"dispatched\", trackingNumber: $trackingNumber, carrier: $carrier) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestOrderTracking($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      events {\n        status\n        trackingNumber\n        carrier\n        trackingUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestOrderTracking($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      events {\n        status\n        trackingNumber\n        carrier\n        trackingUrl\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation FieldAccessCreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation FieldAccessCreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FieldAccessSubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation FieldAccessSubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FieldAccessApproveReview($id: Int!) {\n    updateReview(id: $id, input: { status: \"approved\" }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation FieldAccessApproveReview($id: Int!) {\n    updateReview(id: $id, input: { status: \"approved\" }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FieldAccessProductsSecrets {\n    products(options: { take: 5 }) {\n      items {\n        id\n        name\n        costPrice\n        wholeSalePrice\n        batchNumber\n        shelfCode\n        expiryDate\n        vendorId\n      }\n    }\n  }\n"): (typeof documents)["\n  query FieldAccessProductsSecrets {\n    products(options: { take: 5 }) {\n      items {\n        id\n        name\n        costPrice\n        wholeSalePrice\n        batchNumber\n        shelfCode\n        expiryDate\n        vendorId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FieldAccessStoreProductSecrets($id: Int!) {\n    storeProduct(id: $id) {\n      id\n      name\n      costPrice\n      wholeSalePrice\n      batchNumber\n      shelfCode\n      expiryDate\n      vendorId\n    }\n  }\n"): (typeof documents)["\n  query FieldAccessStoreProductSecrets($id: Int!) {\n    storeProduct(id: $id) {\n      id\n      name\n      costPrice\n      wholeSalePrice\n      batchNumber\n      shelfCode\n      expiryDate\n      vendorId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FieldAccessListingSecrets {\n    productListing {\n      items {\n        id\n        costPrice\n        wholeSalePrice\n        batchNumber\n        shelfCode\n        expiryDate\n        vendorId\n      }\n    }\n  }\n"): (typeof documents)["\n  query FieldAccessListingSecrets {\n    productListing {\n      items {\n        id\n        costPrice\n        wholeSalePrice\n        batchNumber\n        shelfCode\n        expiryDate\n        vendorId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FieldAccessSearchSecrets {\n    search(query: \"velvet\") {\n      items {\n        id\n        costPrice\n        wholeSalePrice\n        batchNumber\n        shelfCode\n        expiryDate\n        vendorId\n      }\n    }\n  }\n"): (typeof documents)["\n  query FieldAccessSearchSecrets {\n    search(query: \"velvet\") {\n      items {\n        id\n        costPrice\n        wholeSalePrice\n        batchNumber\n        shelfCode\n        expiryDate\n        vendorId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FieldAccessProductSecrets($id: Int!) {\n    product(id: $id) {\n      id\n      costPrice\n      wholeSalePrice\n      batchNumber\n      shelfCode\n      expiryDate\n      vendorId\n    }\n  }\n"): (typeof documents)["\n  query FieldAccessProductSecrets($id: Int!) {\n    product(id: $id) {\n      id\n      costPrice\n      wholeSalePrice\n      batchNumber\n      shelfCode\n      expiryDate\n      vendorId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FieldAccessStaffSecrets($id: Int!) {\n    product(id: $id) {\n      costPrice\n      wholeSalePrice\n      batchNumber\n      shelfCode\n      expiryDate\n      vendorId\n    }\n  }\n"): (typeof documents)["\n  query FieldAccessStaffSecrets($id: Int!) {\n    product(id: $id) {\n      costPrice\n      wholeSalePrice\n      batchNumber\n      shelfCode\n      expiryDate\n      vendorId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FieldAccessShownReviews($id: Int!) {\n    storeProduct(id: $id) {\n      reviews {\n        items {\n          authorName\n          rating\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FieldAccessShownReviews($id: Int!) {\n    storeProduct(id: $id) {\n      reviews {\n        items {\n          authorName\n          rating\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FieldAccessReviewers($id: Int!) {\n    storeProduct(id: $id) {\n      reviews {\n        items {\n          authorName\n          userId\n          authorFullName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FieldAccessReviewers($id: Int!) {\n    storeProduct(id: $id) {\n      reviews {\n        items {\n          authorName\n          userId\n          authorFullName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FieldAccessStaffReviews {\n    reviews(options: { take: 5 }) {\n      items {\n        authorName\n        authorFullName\n        userId\n      }\n    }\n  }\n"): (typeof documents)["\n  query FieldAccessStaffReviews {\n    reviews(options: { take: 5 }) {\n      items {\n        authorName\n        authorFullName\n        userId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FieldAccessProductSlug($id: Int!) {\n    product(id: $id) {\n      slug\n    }\n  }\n"): (typeof documents)["\n  query FieldAccessProductSlug($id: Int!) {\n    product(id: $id) {\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FilterCountsPanel($filter: ProductListingFilter, $grouping: ProductGrouping) {\n    filterOptions(filter: $filter, grouping: $grouping) {\n      attributes {\n        key\n        options {\n          code\n          count\n        }\n      }\n      prices {\n        minPrice\n        maxPrice\n        count\n      }\n      freeFrom {\n        flag\n        count\n      }\n      ratings {\n        minRating\n        count\n      }\n      inStock\n    }\n  }\n"): (typeof documents)["\n  query FilterCountsPanel($filter: ProductListingFilter, $grouping: ProductGrouping) {\n    filterOptions(filter: $filter, grouping: $grouping) {\n      attributes {\n        key\n        options {\n          code\n          count\n        }\n      }\n      prices {\n        minPrice\n        maxPrice\n        count\n      }\n      freeFrom {\n        flag\n        count\n      }\n      ratings {\n        minRating\n        count\n      }\n      inStock\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FilterCountsTotal($filter: ProductListingFilter, $grouping: ProductGrouping) {\n    productListing(filter: $filter, page: { take: 1 }, grouping: $grouping) {\n      totalItems\n      grouping\n    }\n  }\n"): (typeof documents)["\n  query FilterCountsTotal($filter: ProductListingFilter, $grouping: ProductGrouping) {\n    productListing(filter: $filter, page: { take: 1 }, grouping: $grouping) {\n      totalItems\n      grouping\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuestBoundsProductPage($slug: String!) {\n    storeProduct(slug: $slug) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query GuestBoundsProductPage($slug: String!) {\n    storeProduct(slug: $slug) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuestBoundsProduct($slug: String!) {\n    storeProduct(slug: $slug) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query GuestBoundsProduct($slug: String!) {\n    storeProduct(slug: $slug) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query GuestBoundsCategory($slug: String!) {\n        categoryBySlug(slug: $slug) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      query GuestBoundsCategory($slug: String!) {\n        categoryBySlug(slug: $slug) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query GuestBoundsDepartment($slug: String!) {\n        departmentBySlug(slug: $slug) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      query GuestBoundsDepartment($slug: String!) {\n        departmentBySlug(slug: $slug) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query GuestBoundsSubCategory($slug: String!) {\n        subCategoryBySlug(slug: $slug) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      query GuestBoundsSubCategory($slug: String!) {\n        subCategoryBySlug(slug: $slug) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query GuestBoundsParentItem($slug: String!) {\n        parentItemBySlug(slug: $slug) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      query GuestBoundsParentItem($slug: String!) {\n        parentItemBySlug(slug: $slug) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query GuestBoundsBrand($slug: String!) {\n        brandBySlug(slug: $slug) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      query GuestBoundsBrand($slug: String!) {\n        brandBySlug(slug: $slug) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query GuestBoundsCollection($slug: String!) {\n        storeCollection(slug: $slug) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      query GuestBoundsCollection($slug: String!) {\n        storeCollection(slug: $slug) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuestBoundsSearch($q: String!) {\n    search(query: $q) {\n      totalItems\n    }\n  }\n"): (typeof documents)["\n  query GuestBoundsSearch($q: String!) {\n    search(query: $q) {\n      totalItems\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GuestBoundsLogin($name: String!, $password: String!) {\n    login(name: $name, password: $password) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation GuestBoundsLogin($name: String!, $password: String!) {\n    login(name: $name, password: $password) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RedisReadsFirstShampoo {\n    productListing(filter: { subCategorySlug: \"shampoo\" }, page: { skip: 0, take: 1 }) {\n      items {\n        id\n        slug\n        salePrice\n      }\n    }\n  }\n"): (typeof documents)["\n  query RedisReadsFirstShampoo {\n    productListing(filter: { subCategorySlug: \"shampoo\" }, page: { skip: 0, take: 1 }) {\n      items {\n        id\n        slug\n        salePrice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedisReadsLogin($name: String!, $password: String!) {\n    login(name: $name, password: $password) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation RedisReadsLogin($name: String!, $password: String!) {\n    login(name: $name, password: $password) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedisReadsUpdateProduct($id: Int!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      salePrice\n    }\n  }\n"): (typeof documents)["\n  mutation RedisReadsUpdateProduct($id: Int!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      salePrice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoneyBoundsShipping($w: Int!, $s: Float!) {\n    shippingOptions(weightGrams: $w, subtotal: $s) {\n      price\n    }\n  }\n"): (typeof documents)["\n  query MoneyBoundsShipping($w: Int!, $s: Float!) {\n    shippingOptions(weightGrams: $w, subtotal: $s) {\n      price\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoneyBoundsCreateBanner($input: CreateBannerInput!) {\n    createBanner(input: $input) {\n      id\n      linkUrl\n    }\n  }\n"): (typeof documents)["\n  mutation MoneyBoundsCreateBanner($input: CreateBannerInput!) {\n    createBanner(input: $input) {\n      id\n      linkUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoneyBoundsCreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation MoneyBoundsCreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestStaffNotifications {\n    staffNotifications {\n      total\n      entries {\n        kind\n        label\n        count\n        path\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestStaffNotifications {\n    staffNotifications {\n      total\n      entries {\n        kind\n        label\n        count\n        path\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActorsRegister($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation ActorsRegister($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActorsPlace($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      order {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ActorsPlace($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      order {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActorsCancel($id: Int!, $token: String) {\n    cancelMyOrder(id: $id, accessToken: $token) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ActorsCancel($id: Int!, $token: String) {\n    cancelMyOrder(id: $id, accessToken: $token) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActorsDeleteAccount($password: String!) {\n    deleteMyAccount(password: $password) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ActorsDeleteAccount($password: String!) {\n    deleteMyAccount(password: $password) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActorsHistory($id: Int!) {\n    order(id: $id) {\n      events {\n        status\n        userName\n        actor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActorsHistory($id: Int!) {\n    order(id: $id) {\n      events {\n        status\n        userName\n        actor\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation InvoiceAccessPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      order {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation InvoiceAccessPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      order {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceAccessInvoice($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      orderNumber\n      createdAt\n      customerName\n      subtotal\n      discount\n      shipping\n      total\n      vat\n      lines {\n        productName\n        quantity\n        unitPrice\n        lineTotal\n        vatRate\n        vat\n      }\n    }\n    shopSettings {\n      shopName\n      companyNumber\n      vatNumber\n      addressLine1\n      city\n      postcode\n      contactEmail\n    }\n  }\n"): (typeof documents)["\n  query InvoiceAccessInvoice($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      orderNumber\n      createdAt\n      customerName\n      subtotal\n      discount\n      shipping\n      total\n      vat\n      lines {\n        productName\n        quantity\n        unitPrice\n        lineTotal\n        vatRate\n        vat\n      }\n    }\n    shopSettings {\n      shopName\n      companyNumber\n      vatNumber\n      addressLine1\n      city\n      postcode\n      contactEmail\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation OrdersDeleteStatus($id: Int!, $status: String!, $trackingNumber: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $trackingNumber) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation OrdersDeleteStatus($id: Int!, $status: String!, $trackingNumber: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $trackingNumber) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrdersDeleteDelete($id: Int!) {\n    deleteOrder(id: $id) {\n      id\n      orderNumber\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation OrdersDeleteDelete($id: Int!) {\n    deleteOrder(id: $id) {\n      id\n      orderNumber\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersDeleteOrder($id: Int!) {\n    order(id: $id) {\n      id\n      status\n      deletable\n    }\n  }\n"): (typeof documents)["\n  query OrdersDeleteOrder($id: Int!) {\n    order(id: $id) {\n      id\n      status\n      deletable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersDeleteList {\n    orders(options: { take: 100 }) {\n      items {\n        id\n        status\n        deletable\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrdersDeleteList {\n    orders(options: { take: 100 }) {\n      items {\n        id\n        status\n        deletable\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query PageCacheRedisFirstProduct {\n    productListing(page: { skip: 0, take: 1 }) {\n      items {\n        id\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  query PageCacheRedisFirstProduct {\n    productListing(page: { skip: 0, take: 1 }) {\n      items {\n        id\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PageCacheRedisRename($id: Int!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation PageCacheRedisRename($id: Int!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageCacheFirstConditioner {\n    productListing(filter: { subCategorySlug: \"conditioner\" }, page: { skip: 0, take: 1 }) {\n      items {\n        id\n        name\n        slug\n        salePrice\n      }\n    }\n  }\n"): (typeof documents)["\n  query PageCacheFirstConditioner {\n    productListing(filter: { subCategorySlug: \"conditioner\" }, page: { skip: 0, take: 1 }) {\n      items {\n        id\n        name\n        slug\n        salePrice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PageCacheSetPrice($id: Int!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      salePrice\n    }\n  }\n"): (typeof documents)["\n  mutation PageCacheSetPrice($id: Int!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      salePrice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestPaymentMethods {\n    paymentMethods {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  query TestPaymentMethods {\n    paymentMethods {\n      id\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestPlaceStorefrontCardOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      order {\n        id\n        status\n      }\n      payment {\n        card {\n          clientSecret\n          publishableKey\n          stripeJsUrl\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestPlaceStorefrontCardOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      accessToken\n      order {\n        id\n        status\n      }\n      payment {\n        card {\n          clientSecret\n          publishableKey\n          stripeJsUrl\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestCancelMyCardOrder($id: Int!, $token: String) {\n    cancelMyOrder(id: $id, accessToken: $token) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation TestCancelMyCardOrder($id: Int!, $token: String) {\n    cancelMyOrder(id: $id, accessToken: $token) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestPlaceCardOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      replayed\n      payment {\n        method\n        label\n        status\n        reference\n        amount\n        message\n        bankTransfer {\n          accountName\n        }\n        card {\n          clientSecret\n          publishableKey\n        }\n      }\n      order {\n        id\n        orderNumber\n        status\n        paymentMethod\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestPlaceCardOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      replayed\n      payment {\n        method\n        label\n        status\n        reference\n        amount\n        message\n        bankTransfer {\n          accountName\n        }\n        card {\n          clientSecret\n          publishableKey\n        }\n      }\n      order {\n        id\n        orderNumber\n        status\n        paymentMethod\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestRefundCardOrder($id: Int!, $note: String) {\n    refundCardOrder(id: $id, note: $note) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation TestRefundCardOrder($id: Int!, $note: String) {\n    refundCardOrder(id: $id, note: $note) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestCardOrderStatus($id: Int!, $status: String!) {\n    updateOrderStatus(id: $id, status: $status) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation TestCardOrderStatus($id: Int!, $status: String!) {\n    updateOrderStatus(id: $id, status: $status) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestCardOrderNextStatuses($id: Int!) {\n    order(id: $id) {\n      nextStatuses\n    }\n  }\n"): (typeof documents)["\n  query TestCardOrderNextStatuses($id: Int!) {\n    order(id: $id) {\n      nextStatuses\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductSaveForm($id: Int, $input: UpdateProductInput!, $i: [ProductImageInput!], $c: [Int!]) {\n    saveProduct(id: $id, input: $input, images: $i, collectionIds: $c) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ProductSaveForm($id: Int, $input: UpdateProductInput!, $i: [ProductImageInput!], $c: [Int!]) {\n    saveProduct(id: $id, input: $input, images: $i, collectionIds: $c) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductSaveRead($id: Int!) {\n    product(id: $id) {\n      id\n      name\n      stockQuantity\n      mainImage\n      gallery\n      collections {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductSaveRead($id: Int!) {\n    product(id: $id) {\n      id\n      name\n      stockQuantity\n      mainImage\n      gallery\n      collections {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductSaveCreateCollection($input: CreateCollectionInput!) {\n    createCollection(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ProductSaveCreateCollection($input: CreateCollectionInput!) {\n    createCollection(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductSaveGhostCount {\n    products(options: { search: \"Ghost Serum\" }) {\n      totalItems\n    }\n  }\n"): (typeof documents)["\n  query ProductSaveGhostCount {\n    products(options: { search: \"Ghost Serum\" }) {\n      totalItems\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductsAdminList($o: ProductListOptions) {\n    products(options: $o) {\n      totalItems\n      items {\n        id\n        code\n        name\n        stockQuantity\n        isActive\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductsAdminList($o: ProductListOptions) {\n    products(options: $o) {\n      totalItems\n      items {\n        id\n        code\n        name\n        stockQuantity\n        isActive\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductsAdminSetCollections($p: Int!, $c: [Int!]!) {\n    setProductCollections(productId: $p, collectionIds: $c) {\n      id\n      collections {\n        id\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ProductsAdminSetCollections($p: Int!, $c: [Int!]!) {\n    setProductCollections(productId: $p, collectionIds: $c) {\n      id\n      collections {\n        id\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductsAdminProduct($id: Int!) {\n    product(id: $id) {\n      id\n      code\n      name\n      salePrice\n      costPrice\n      wholeSalePrice\n      discountInAmount\n      discountInPercent\n      collections {\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductsAdminProduct($id: Int!) {\n    product(id: $id) {\n      id\n      code\n      name\n      salePrice\n      costPrice\n      wholeSalePrice\n      discountInAmount\n      discountInPercent\n      collections {\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductsAdminProductWithoutCollections($id: Int!) {\n    product(id: $id) {\n      id\n      code\n      name\n      salePrice\n      costPrice\n      wholeSalePrice\n      discountInAmount\n      discountInPercent\n    }\n  }\n"): (typeof documents)["\n  query ProductsAdminProductWithoutCollections($id: Int!) {\n    product(id: $id) {\n      id\n      code\n      name\n      salePrice\n      costPrice\n      wholeSalePrice\n      discountInAmount\n      discountInPercent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductsAdminSetImages($p: Int!, $i: [ProductImageInput!]!) {\n    setProductImages(productId: $p, images: $i) {\n      id\n      mainImage\n      fileName\n      galleryImages\n      gallery\n    }\n  }\n"): (typeof documents)["\n  mutation ProductsAdminSetImages($p: Int!, $i: [ProductImageInput!]!) {\n    setProductImages(productId: $p, images: $i) {\n      id\n      mainImage\n      fileName\n      galleryImages\n      gallery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductsAdminPrices($rows: [ProductPriceInput!]!) {\n    updateProductPrices(rows: $rows) {\n      changedCount\n      unchangedCount\n      rows {\n        productId\n        code\n        name\n        changed\n        changes {\n          field\n          from\n          to\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ProductsAdminPrices($rows: [ProductPriceInput!]!) {\n    updateProductPrices(rows: $rows) {\n      changedCount\n      unchangedCount\n      rows {\n        productId\n        code\n        name\n        changed\n        changes {\n          field\n          from\n          to\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductsAdminExport($o: ProductListOptions) {\n    productsCsv(options: $o) {\n      csv\n      rowCount\n      totalItems\n      truncated\n    }\n  }\n"): (typeof documents)["\n  query ProductsAdminExport($o: ProductListOptions) {\n    productsCsv(options: $o) {\n      csv\n      rowCount\n      totalItems\n      truncated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductsAdminPreviewImport($csv: String!) {\n    previewProductImport(csv: $csv) {\n      applied\n      totalRows\n      createCount\n      updateCount\n      unchangedCount\n      errorRowCount\n      errorCount\n      rows {\n        rowNumber\n        code\n        name\n        action\n        changes\n      }\n      errors {\n        rowNumber\n        column\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ProductsAdminPreviewImport($csv: String!) {\n    previewProductImport(csv: $csv) {\n      applied\n      totalRows\n      createCount\n      updateCount\n      unchangedCount\n      errorRowCount\n      errorCount\n      rows {\n        rowNumber\n        code\n        name\n        action\n        changes\n      }\n      errors {\n        rowNumber\n        column\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductsAdminImport($csv: String!) {\n    importProducts(csv: $csv) {\n      applied\n      totalRows\n      createCount\n      updateCount\n      unchangedCount\n      errorRowCount\n      errorCount\n      rows {\n        rowNumber\n        code\n        name\n        action\n        changes\n      }\n      errors {\n        rowNumber\n        column\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ProductsAdminImport($csv: String!) {\n    importProducts(csv: $csv) {\n      applied\n      totalRows\n      createCount\n      updateCount\n      unchangedCount\n      errorRowCount\n      errorCount\n      rows {\n        rowNumber\n        code\n        name\n        action\n        changes\n      }\n      errors {\n        rowNumber\n        column\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductsAdminCreateDepartment($input: CreateDepartmentInput!) {\n    createDepartment(input: $input) {\n      id\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation ProductsAdminCreateDepartment($input: CreateDepartmentInput!) {\n    createDepartment(input: $input) {\n      id\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductsAdminCreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) {\n      id\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation ProductsAdminCreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) {\n      id\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductsAdminCreateSubCategory($input: CreateSubCategoryInput!) {\n    createSubCategory(input: $input) {\n      id\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation ProductsAdminCreateSubCategory($input: CreateSubCategoryInput!) {\n    createSubCategory(input: $input) {\n      id\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductsAdminCreateParentItem($input: CreateParentItemInput!) {\n    createParentItem(input: $input) {\n      id\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation ProductsAdminCreateParentItem($input: CreateParentItemInput!) {\n    createParentItem(input: $input) {\n      id\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductsAdminCreateBrand($input: CreateBrandInput!) {\n    createBrand(input: $input) {\n      id\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation ProductsAdminCreateBrand($input: CreateBrandInput!) {\n    createBrand(input: $input) {\n      id\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductsAdminCreateCollection($input: CreateCollectionInput!) {\n    createCollection(input: $input) {\n      id\n      slug\n    }\n  }\n"): (typeof documents)["\n  mutation ProductsAdminCreateCollection($input: CreateCollectionInput!) {\n    createCollection(input: $input) {\n      id\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductsAdminCreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation ProductsAdminCreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductsAdminNotifications {\n    staffNotifications {\n      entries {\n        kind\n        count\n        path\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductsAdminNotifications {\n    staffNotifications {\n      entries {\n        kind\n        count\n        path\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductsAdminParentItems($o: ParentItemListOptions) {\n    parentItems(options: $o) {\n      items {\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductsAdminParentItems($o: ParentItemListOptions) {\n    parentItems(options: $o) {\n      items {\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductsAdminStoreProductCollections($id: Int!) {\n    storeProduct(id: $id) {\n      name\n      collections {\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductsAdminStoreProductCollections($id: Int!) {\n    storeProduct(id: $id) {\n      name\n      collections {\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductsAdminArganOil {\n    products(options: { search: \"Argan\" }) {\n      items {\n        id\n        code\n        salePrice\n        vegan\n        brand {\n          name\n        }\n        parentItem {\n          title\n        }\n        detailedDescription\n        collections {\n          slug\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductsAdminArganOil {\n    products(options: { search: \"Argan\" }) {\n      items {\n        id\n        code\n        salePrice\n        vegan\n        brand {\n          name\n        }\n        parentItem {\n          title\n        }\n        detailedDescription\n        collections {\n          slug\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductsAdminProductTexts($id: Int!) {\n    product(id: $id) {\n      detailedDescription\n      howToUse\n      expiryDate\n      lengthCm\n    }\n  }\n"): (typeof documents)["\n  query ProductsAdminProductTexts($id: Int!) {\n    product(id: $id) {\n      detailedDescription\n      howToUse\n      expiryDate\n      lengthCm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductsAdminSetHowToUse($id: Int!) {\n    updateProduct(id: $id, input: { howToUse: \"'+ apply daily\" }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ProductsAdminSetHowToUse($id: Int!) {\n    updateProduct(id: $id, input: { howToUse: \"'+ apply daily\" }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductsCsvStockImport($csv: String!) {\n    importProducts(csv: $csv) {\n      applied\n      createCount\n      updateCount\n      unchangedCount\n      errorCount\n      rows {\n        code\n        name\n        action\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ProductsCsvStockImport($csv: String!) {\n    importProducts(csv: $csv) {\n      applied\n      createCount\n      updateCount\n      unchangedCount\n      errorCount\n      rows {\n        code\n        name\n        action\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductsCsvStockCreate($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation ProductsCsvStockCreate($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductsCsvWholeExport {\n    productsCsv(options: {}) {\n      csv\n      rowCount\n      truncated\n    }\n  }\n"): (typeof documents)["\n  query ProductsCsvWholeExport {\n    productsCsv(options: {}) {\n      csv\n      rowCount\n      truncated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductsCsvWholePreview($csv: String!) {\n    previewProductImport(csv: $csv) {\n      totalRows\n      unchangedCount\n      errorCount\n    }\n  }\n"): (typeof documents)["\n  mutation ProductsCsvWholePreview($csv: String!) {\n    previewProductImport(csv: $csv) {\n      totalRows\n      unchangedCount\n      errorCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestPromotionTiles {\n    promotionTiles {\n      slot\n      fileName\n      imageWidth\n      imageHeight\n      imageAlt\n    }\n  }\n"): (typeof documents)["\n  query TestPromotionTiles {\n    promotionTiles {\n      slot\n      fileName\n      imageWidth\n      imageHeight\n      imageAlt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSetPromotionTile($slot: Int!, $input: PromotionTileInput!) {\n    setPromotionTile(slot: $slot, input: $input) {\n      slot\n      fileName\n      imageWidth\n      imageHeight\n      imageAlt\n    }\n  }\n"): (typeof documents)["\n  mutation TestSetPromotionTile($slot: Int!, $input: PromotionTileInput!) {\n    setPromotionTile(slot: $slot, input: $input) {\n      slot\n      fileName\n      imageWidth\n      imageHeight\n      imageAlt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RateLimitContact($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RateLimitContact($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RateLimitForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RateLimitForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RateLimitCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      order {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RateLimitCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      order {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestRefundsPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        orderNumber\n        lines {\n          id\n          productName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestRefundsPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        orderNumber\n        lines {\n          id\n          productName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestRefundsMarkPaid($id: Int!, $status: String!) {\n    updateOrderStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation TestRefundsMarkPaid($id: Int!, $status: String!) {\n    updateOrderStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestRefundsPreview($id: Int!, $lines: [RefundLineInput!]!, $includeDelivery: Boolean) {\n    orderRefundPreview(id: $id, lines: $lines, includeDelivery: $includeDelivery) {\n      amount\n      delivery\n      wholeOrder\n      method\n      message\n      lines {\n        lineId\n        productName\n        quantity\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestRefundsPreview($id: Int!, $lines: [RefundLineInput!]!, $includeDelivery: Boolean) {\n    orderRefundPreview(id: $id, lines: $lines, includeDelivery: $includeDelivery) {\n      amount\n      delivery\n      wholeOrder\n      method\n      message\n      lines {\n        lineId\n        productName\n        quantity\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestRefundsRefundLines($id: Int!, $lines: [RefundLineInput!]!, $includeDelivery: Boolean, $note: String) {\n    refundOrderLines(id: $id, lines: $lines, includeDelivery: $includeDelivery, note: $note) {\n      id\n      status\n      refunded\n      shippingRefunded\n      lines {\n        id\n        quantity\n        refundedQuantity\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestRefundsRefundLines($id: Int!, $lines: [RefundLineInput!]!, $includeDelivery: Boolean, $note: String) {\n    refundOrderLines(id: $id, lines: $lines, includeDelivery: $includeDelivery, note: $note) {\n      id\n      status\n      refunded\n      shippingRefunded\n      lines {\n        id\n        quantity\n        refundedQuantity\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestRefundsWholeCardOrder($id: Int!) {\n    refundCardOrder(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation TestRefundsWholeCardOrder($id: Int!) {\n    refundCardOrder(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestLogsOrderByToken($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query RequestLogsOrderByToken($id: Int!, $token: String) {\n    order(id: $id, accessToken: $token) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestLogsMissingOrder {\n    order(id: 999999) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query RequestLogsMissingOrder {\n    order(id: 999999) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestLogsTypename {\n    __typename\n  }\n"): (typeof documents)["\n  query RequestLogsTypename {\n    __typename\n  }\n"];
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
export function graphql(source: "\n  query TestRatingFigures($id: Int!) {\n    storeProduct(id: $id) {\n      rating\n      reviewAverage\n      reviewCount\n      reviewHistogram {\n        stars\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestRatingFigures($id: Int!) {\n    storeProduct(id: $id) {\n      rating\n      reviewAverage\n      reviewCount\n      reviewHistogram {\n        stars\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestRatingReviews($id: Int!, $sort: ReviewSort, $stars: Int) {\n    storeProduct(id: $id) {\n      reviews(sort: $sort, stars: $stars, page: { take: 10 }) {\n        totalItems\n        items {\n          title\n          rating\n          verifiedBuyer\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestRatingReviews($id: Int!, $sort: ReviewSort, $stars: Int) {\n    storeProduct(id: $id) {\n      reviews(sort: $sort, stars: $stars, page: { take: 10 }) {\n        totalItems\n        items {\n          title\n          rating\n          verifiedBuyer\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestRatingSubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      id\n      verifiedBuyer\n    }\n  }\n"): (typeof documents)["\n  mutation TestRatingSubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      id\n      verifiedBuyer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestRatingUpdateReview($id: Int!, $input: UpdateReviewInput!) {\n    updateReview(id: $id, input: $input) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation TestRatingUpdateReview($id: Int!, $input: UpdateReviewInput!) {\n    updateReview(id: $id, input: $input) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestRatingCreateReview($input: CreateReviewInput!) {\n    createReview(input: $input) {\n      id\n      verifiedBuyer\n    }\n  }\n"): (typeof documents)["\n  mutation TestRatingCreateReview($input: CreateReviewInput!) {\n    createReview(input: $input) {\n      id\n      verifiedBuyer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestRatingDeleteReview($id: Int!) {\n    deleteReview(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation TestRatingDeleteReview($id: Int!) {\n    deleteReview(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestRatingListing($sort: ProductSort) {\n    productListing(sort: $sort, page: { take: 100 }) {\n      items {\n        id\n        reviewAverage\n        reviewCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestRatingListing($sort: ProductSort) {\n    productListing(sort: $sort, page: { take: 100 }) {\n      items {\n        id\n        reviewAverage\n        reviewCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestRatingFilters($filter: ProductListingFilter) {\n    productListing(filter: $filter, page: { take: 100 }) {\n      items {\n        name\n      }\n    }\n    filterOptions(filter: $filter) {\n      ratings {\n        minRating\n        count\n      }\n      inStock\n    }\n  }\n"): (typeof documents)["\n  query TestRatingFilters($filter: ProductListingFilter) {\n    productListing(filter: $filter, page: { take: 100 }) {\n      items {\n        name\n      }\n    }\n    filterOptions(filter: $filter) {\n      ratings {\n        minRating\n        count\n      }\n      inStock\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PointsCheckoutOptions($lines: [CheckoutLineInput!]!, $points: Int, $code: String) {\n    checkoutOptions(lines: $lines, pointsToSpend: $points, discountCode: $code) {\n      subtotal\n      discount\n      pointsDiscount\n      vat\n      rewardPoints {\n        balance\n        pointsPerPound\n        usable\n        usableValue\n        spent\n        message\n      }\n      options {\n        method\n        price\n        total\n        vat\n      }\n    }\n  }\n"): (typeof documents)["\n  query PointsCheckoutOptions($lines: [CheckoutLineInput!]!, $points: Int, $code: String) {\n    checkoutOptions(lines: $lines, pointsToSpend: $points, discountCode: $code) {\n      subtotal\n      discount\n      pointsDiscount\n      vat\n      rewardPoints {\n        balance\n        pointsPerPound\n        usable\n        usableValue\n        spent\n        message\n      }\n      options {\n        method\n        price\n        total\n        vat\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PointsPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        orderNumber\n        subtotal\n        shipping\n        pointsSpent\n        pointsDiscount\n        total\n        vat\n        lines {\n          vat\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PointsPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        orderNumber\n        subtotal\n        shipping\n        pointsSpent\n        pointsDiscount\n        total\n        vat\n        lines {\n          vat\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PointsMine {\n    myRewardPoints {\n      balance\n      history {\n        points\n        reason\n        orderId\n      }\n    }\n  }\n"): (typeof documents)["\n  query PointsMine {\n    myRewardPoints {\n      balance\n      history {\n        points\n        reason\n        orderId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PointsCancelMine($id: Int!) {\n    cancelMyOrder(id: $id) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation PointsCancelMine($id: Int!) {\n    cancelMyOrder(id: $id) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PointsMoveOrder($id: Int!, $status: String!, $tracking: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation PointsMoveOrder($id: Int!, $status: String!, $tracking: String) {\n    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PointsSaveRule($input: UpdateShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      pointsPerPound\n      pointsRedeemable\n    }\n  }\n"): (typeof documents)["\n  mutation PointsSaveRule($input: UpdateShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      pointsPerPound\n      pointsRedeemable\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation SearchRedisRename($id: Int!) {\n    updateProduct(id: $id, input: { name: \"Axolotl Silk Serum\" }) {\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation SearchRedisRename($id: Int!) {\n    updateProduct(id: $id, input: { name: \"Axolotl Silk Serum\" }) {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchRedisSearch($q: String!) {\n    search(query: $q) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchRedisSearch($q: String!) {\n    search(query: $q) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreSearchSuggestionsTest($text: String!) {\n    searchSuggestions(text: $text) {\n      query\n      categories {\n        kind\n        name\n        slug\n        categorySlug\n      }\n      brands {\n        name\n        slug\n      }\n      products {\n        id\n        name\n        slug\n        salePrice\n        gallery\n        shade {\n          name\n        }\n      }\n      closeMatches {\n        kind\n        name\n        slug\n      }\n      popularCategories {\n        kind\n        name\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreSearchSuggestionsTest($text: String!) {\n    searchSuggestions(text: $text) {\n      query\n      categories {\n        kind\n        name\n        slug\n        categorySlug\n      }\n      brands {\n        name\n        slug\n      }\n      products {\n        id\n        name\n        slug\n        salePrice\n        gallery\n        shade {\n          name\n        }\n      }\n      closeMatches {\n        kind\n        name\n        slug\n      }\n      popularCategories {\n        kind\n        name\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreSearchSuggestionsCount($query: String!) {\n    search(query: $query, page: { take: 100 }) {\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreSearchSuggestionsCount($query: String!) {\n    search(query: $query, page: { take: 100 }) {\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuggestionsCreateBrand {\n    createBrand(input: { name: \"Nairn Naturals\", slug: \"nairn-naturals\" }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SuggestionsCreateBrand {\n    createBrand(input: { name: \"Nairn Naturals\", slug: \"nairn-naturals\" }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuggestionsHideCategory($id: Int!) {\n    updateCategory(id: $id, input: { isActive: false }) {\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation SuggestionsHideCategory($id: Int!) {\n    updateCategory(id: $id, input: { isActive: false }) {\n      isActive\n    }\n  }\n"];
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
export function graphql(source: "\n  query ShopSettingsPublic {\n    shopSettings {\n      shopName\n      companyNumber\n      vatNumber\n      addressLine1\n      addressLine2\n      city\n      postcode\n      contactEmail\n      facebookUrl\n      instagramUrl\n    }\n  }\n"): (typeof documents)["\n  query ShopSettingsPublic {\n    shopSettings {\n      shopName\n      companyNumber\n      vatNumber\n      addressLine1\n      addressLine2\n      city\n      postcode\n      contactEmail\n      facebookUrl\n      instagramUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopSettingsBank {\n    shopBankDetails {\n      accountName\n      sortCode\n      accountNumber\n    }\n  }\n"): (typeof documents)["\n  query ShopSettingsBank {\n    shopBankDetails {\n      accountName\n      sortCode\n      accountNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopSettingsUpdate($input: UpdateShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      shopName\n      companyNumber\n      vatNumber\n      addressLine1\n      addressLine2\n      city\n      postcode\n      contactEmail\n      facebookUrl\n      instagramUrl\n    }\n  }\n"): (typeof documents)["\n  mutation ShopSettingsUpdate($input: UpdateShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      shopName\n      companyNumber\n      vatNumber\n      addressLine1\n      addressLine2\n      city\n      postcode\n      contactEmail\n      facebookUrl\n      instagramUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopStartChangeAdminPassword {\n    changePassword(currentPassword: \"first-start-pass\", newPassword: \"chosen-by-the-boss\", confirmPassword: \"chosen-by-the-boss\") {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ShopStartChangeAdminPassword {\n    changePassword(currentPassword: \"first-start-pass\", newPassword: \"chosen-by-the-boss\", confirmPassword: \"chosen-by-the-boss\") {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopStartDepartments {\n    departments {\n      totalItems\n      items {\n        name\n        slug\n        fileName\n        categories {\n          name\n          slug\n          subCategories {\n            name\n            slug\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopStartDepartments {\n    departments {\n      totalItems\n      items {\n        name\n        slug\n        fileName\n        categories {\n          name\n          slug\n          subCategories {\n            name\n            slug\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopStartDepartmentCount {\n    departments {\n      totalItems\n    }\n  }\n"): (typeof documents)["\n  query ShopStartDepartmentCount {\n    departments {\n      totalItems\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopStartTooManyDepartments {\n    departments(options: { take: 1000 }) {\n      totalItems\n    }\n  }\n"): (typeof documents)["\n  query ShopStartTooManyDepartments {\n    departments(options: { take: 1000 }) {\n      totalItems\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopStartDemoOrders {\n    orders(options: { take: 100 }) {\n      items {\n        status\n        deletable\n        events {\n          status\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopStartDemoOrders {\n    orders(options: { take: 100 }) {\n      items {\n        status\n        deletable\n        events {\n          status\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffTwoFactorLogin($n: String!, $p: String!) {\n    login(name: $n, password: $p) {\n      token\n      twoFactorChallenge\n      twoFactorSetupRequired\n      user {\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StaffTwoFactorLogin($n: String!, $p: String!) {\n    login(name: $n, password: $p) {\n      token\n      twoFactorChallenge\n      twoFactorSetupRequired\n      user {\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffTwoFactorVerify($c: String!, $code: String!) {\n    verifyTwoFactor(challenge: $c, code: $code) {\n      token\n      twoFactorChallenge\n      user {\n        email\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StaffTwoFactorVerify($c: String!, $code: String!) {\n    verifyTwoFactor(challenge: $c, code: $code) {\n      token\n      twoFactorChallenge\n      user {\n        email\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffTwoFactorStatus {\n    twoFactorStatus {\n      available\n      enabled\n      recoveryCodesLeft\n      setupRequired\n    }\n  }\n"): (typeof documents)["\n  query StaffTwoFactorStatus {\n    twoFactorStatus {\n      available\n      enabled\n      recoveryCodesLeft\n      setupRequired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffTwoFactorStart {\n    startTwoFactorEnrolment {\n      secret\n      otpauthUri\n      qrCode\n    }\n  }\n"): (typeof documents)["\n  mutation StaffTwoFactorStart {\n    startTwoFactorEnrolment {\n      secret\n      otpauthUri\n      qrCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffTwoFactorConfirm($code: String!) {\n    confirmTwoFactorEnrolment(code: $code) {\n      message\n      recoveryCodes\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation StaffTwoFactorConfirm($code: String!) {\n    confirmTwoFactorEnrolment(code: $code) {\n      message\n      recoveryCodes\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffTwoFactorDisable($code: String!) {\n    disableTwoFactor(code: $code) {\n      message\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation StaffTwoFactorDisable($code: String!) {\n    disableTwoFactor(code: $code) {\n      message\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffTwoFactorRegenerate($code: String!) {\n    regenerateTwoFactorRecoveryCodes(code: $code) {\n      recoveryCodes\n    }\n  }\n"): (typeof documents)["\n  mutation StaffTwoFactorRegenerate($code: String!) {\n    regenerateTwoFactorRecoveryCodes(code: $code) {\n      recoveryCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffTwoFactorReset($id: Int!) {\n    resetStaffTwoFactor(userId: $id)\n  }\n"): (typeof documents)["\n  mutation StaffTwoFactorReset($id: Int!) {\n    resetStaffTwoFactor(userId: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffTwoFactorMe {\n    me {\n      email\n    }\n  }\n"): (typeof documents)["\n  query StaffTwoFactorMe {\n    me {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffTwoFactorLogout {\n    logout\n  }\n"): (typeof documents)["\n  mutation StaffTwoFactorLogout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffTwoFactorUsers {\n    users {\n      totalItems\n    }\n  }\n"): (typeof documents)["\n  query StaffTwoFactorUsers {\n    users {\n      totalItems\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffTwoFactorUpdateProfile {\n    updateProfile(input: { name: \"Changed\" }) {\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation StaffTwoFactorUpdateProfile {\n    updateProfile(input: { name: \"Changed\" }) {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestStockAlertAsk($productId: Int!, $email: String!) {\n    requestStockAlert(productId: $productId, email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation TestStockAlertAsk($productId: Int!, $email: String!) {\n    requestStockAlert(productId: $productId, email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestStockAlertReceive($input: CreateStockMovementInput!) {\n    createStockMovement(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation TestStockAlertReceive($input: CreateStockMovementInput!) {\n    createStockMovement(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestStockAlertSetStock($id: Int!, $i: UpdateProductInput!) {\n    updateProduct(id: $id, input: $i) {\n      stockQuantity\n    }\n  }\n"): (typeof documents)["\n  mutation TestStockAlertSetStock($id: Int!, $i: UpdateProductInput!) {\n    updateProduct(id: $id, input: $i) {\n      stockQuantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestStockAlertWaiting($id: Int!) {\n    product(id: $id) {\n      id\n      waitingStockAlerts\n    }\n  }\n"): (typeof documents)["\n  query TestStockAlertWaiting($id: Int!) {\n    product(id: $id) {\n      id\n      waitingStockAlerts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestStockAlertWaitingList {\n    products(options: { take: 50 }) {\n      items {\n        id\n        waitingStockAlerts\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestStockAlertWaitingList {\n    products(options: { take: 50 }) {\n      items {\n        id\n        waitingStockAlerts\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query StoreFamilyListing(\n    $filter: ProductListingFilter\n    $sort: ProductSort\n    $page: PageInput\n    $grouping: ProductGrouping\n    $swatches: Int\n  ) {\n    productListing(filter: $filter, sort: $sort, page: $page, grouping: $grouping) {\n      totalItems\n      grouping\n      shadeLed\n      items {\n        id\n        name\n        familyName\n        variantLabel\n        discountedPrice\n        stockQuantity\n        parentItem {\n          id\n          title\n        }\n        swatches(take: $swatches) {\n          totalItems\n          items {\n            productId\n            slug\n            name\n            hexCode\n            inStock\n            image\n            current\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreFamilyListing(\n    $filter: ProductListingFilter\n    $sort: ProductSort\n    $page: PageInput\n    $grouping: ProductGrouping\n    $swatches: Int\n  ) {\n    productListing(filter: $filter, sort: $sort, page: $page, grouping: $grouping) {\n      totalItems\n      grouping\n      shadeLed\n      items {\n        id\n        name\n        familyName\n        variantLabel\n        discountedPrice\n        stockQuantity\n        parentItem {\n          id\n          title\n        }\n        swatches(take: $swatches) {\n          totalItems\n          items {\n            productId\n            slug\n            name\n            hexCode\n            inStock\n            image\n            current\n          }\n        }\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query KeptReadsFirstShampoo {\n    productListing(filter: { subCategorySlug: \"shampoo\" }, page: { skip: 0, take: 1 }) {\n      items {\n        id\n        name\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  query KeptReadsFirstShampoo {\n    productListing(filter: { subCategorySlug: \"shampoo\" }, page: { skip: 0, take: 1 }) {\n      items {\n        id\n        name\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KeptReadsRenameProduct($id: Int!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation KeptReadsRenameProduct($id: Int!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KeptReadsNavbar {\n    navbarCategories {\n      id\n    }\n  }\n"): (typeof documents)["\n  query KeptReadsNavbar {\n    navbarCategories {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KeptReadsLogout {\n    logout\n  }\n"): (typeof documents)["\n  mutation KeptReadsLogout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KeptReadsStockAlert($email: String!, $productId: Int!) {\n    requestStockAlert(email: $email, productId: $productId) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation KeptReadsStockAlert($email: String!, $productId: Int!) {\n    requestStockAlert(email: $email, productId: $productId) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KeptReadsHeart($productId: Int!) {\n    saveToWishlist(productId: $productId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation KeptReadsHeart($productId: Int!) {\n    saveToWishlist(productId: $productId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KeptReadsPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      replayed\n    }\n  }\n"): (typeof documents)["\n  mutation KeptReadsPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      replayed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KeptReadsForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation KeptReadsForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadsCreateBanner($input: CreateBannerInput!) {\n    createBanner(input: $input) {\n      fileName\n      imageWidth\n      imageHeight\n    }\n  }\n"): (typeof documents)["\n  mutation UploadsCreateBanner($input: CreateBannerInput!) {\n    createBanner(input: $input) {\n      fileName\n      imageWidth\n      imageHeight\n    }\n  }\n"];
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
export function graphql(source: "\n  query VisitorsDashboard($days: Int) {\n    dashboard(days: $days) {\n      visitors\n      salesByDay {\n        date\n        visitors\n      }\n    }\n  }\n"): (typeof documents)["\n  query VisitorsDashboard($days: Int) {\n    dashboard(days: $days) {\n      visitors\n      salesByDay {\n        date\n        visitors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitorsShopName {\n    shopSettings {\n      shopName\n    }\n  }\n"): (typeof documents)["\n  query VisitorsShopName {\n    shopSettings {\n      shopName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopologyInStock {\n    productListing(filter: { inStock: true }, sort: PRICE_ASC, page: { skip: 0, take: 40 }) {\n      items {\n        id\n        slug\n        salePrice\n        stockQuantity\n      }\n    }\n  }\n"): (typeof documents)["\n  query TopologyInStock {\n    productListing(filter: { inStock: true }, sort: PRICE_ASC, page: { skip: 0, take: 40 }) {\n      items {\n        id\n        slug\n        salePrice\n        stockQuantity\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TopologyPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      replayed\n      order {\n        id\n        orderNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TopologyPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      replayed\n      order {\n        id\n        orderNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TopologyLogin($name: String!, $password: String!) {\n    login(name: $name, password: $password) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation TopologyLogin($name: String!, $password: String!) {\n    login(name: $name, password: $password) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TopologyUpdatePrice($id: Int!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      salePrice\n    }\n  }\n"): (typeof documents)["\n  mutation TopologyUpdatePrice($id: Int!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      salePrice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HelperRegister($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        name\n        email\n        role\n        contactNo1\n        contactNo2\n        city\n        address\n        image\n        isActive\n        branchCode\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation HelperRegister($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        name\n        email\n        role\n        contactNo1\n        contactNo2\n        city\n        address\n        image\n        isActive\n        branchCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HelperLogin($name: String!, $password: String!) {\n    login(name: $name, password: $password) {\n      token\n      user {\n        id\n        name\n        email\n        role\n        contactNo1\n        contactNo2\n        city\n        address\n        image\n        isActive\n        branchCode\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation HelperLogin($name: String!, $password: String!) {\n    login(name: $name, password: $password) {\n      token\n      user {\n        id\n        name\n        email\n        role\n        contactNo1\n        contactNo2\n        city\n        address\n        image\n        isActive\n        branchCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HelperCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      accessToken\n      order {\n        id\n        orderNumber\n        status\n        userId\n        customerName\n        email\n        phone\n        addressLine1\n        addressLine2\n        city\n        postcode\n        shippingMethod\n        subtotal\n        discount\n        shipping\n        total\n        lines {\n          productId\n          productName\n          productCode\n          quantity\n          unitPrice\n          lineTotal\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation HelperCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      accessToken\n      order {\n        id\n        orderNumber\n        status\n        userId\n        customerName\n        email\n        phone\n        addressLine1\n        addressLine2\n        city\n        postcode\n        shippingMethod\n        subtotal\n        discount\n        shipping\n        total\n        lines {\n          productId\n          productName\n          productCode\n          quantity\n          unitPrice\n          lineTotal\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;