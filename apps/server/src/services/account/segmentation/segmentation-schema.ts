import {
  accountFieldsArgs,
  accountFieldValueArgs,
  accountFieldValuesArgs,
  SEGMENTATION_ACCESS,
  segmentationLinkArgs,
  segmentationsArgs,
  segmentationValuesArgs,
  segmentedItemArgs,
} from '@backoffice/domain/schemas/segmentation';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { operation } from '../../../platform/graphql/operation.ts';
import * as store from './segmentation-store.ts';
import { assertSegmentedItem } from './segmentation-items.ts';

/**
 * Audience segmentation. Every call first needs one of the modules that own segmentable items;
 * a call about a module_name then needs that module itself (SEGMENTATION_MODULES).
 */
export const segmentationSchema: ServicePart<'account'> = {
  typeDefs: [
    /* GraphQL */ `
    type AccountField { id: Int!, field: String!, type: String! }
    type AccountFieldValue { id: Int!, account_field_id: Int!, value: String!, externalid: String, label: String }
    "A value attached to an item: id is the value's id (what createSegmentation and deleteSegmentation take)."
    type SegmentationValue {
      id: Int!
      segmentation_id: Int!
      account_field_id: Int!
      value: String!
      externalid: String
      label: String
      module_name: String!
      item_id: Int!
    }
    type SegmentationAttachResult { attached: Int!, not_found: [String!]!, not_found_count: Int! }
    extend type Query {
      "type: dropdown (fields of type dropdown or all), import (import or all), all (every field; the default)."
      get_account_fields(type: String): [AccountField!]!
      "search: 3 or more characters, contained in the value whatever the case; at most limit (50) values."
      get_account_field_values(account_field_id: Int!, search: String, limit: Int): [AccountFieldValue!]!
      get_account_field_value(account_field_id: Int!, value: String!): AccountFieldValue
      get_segmentations(account_field_id: Int, module_name: String!, item_id: Int!): [SegmentationValue!]!
    }
    extend type Mutation {
      createSegmentation(account_field_value_id: Int!, account_module_name: String!, item_id: Int!): SegmentationValue!
      deleteSegmentation(account_field_value_id: Int!, account_module_name: String!, item_id: Int!): Boolean!
      "Detaches every value of the field from one item (item_id is required: never from every item at once)."
      deleteAllSegmentation(account_field_id: Int!, module_name: String!, item_id: Int!): Int!
      "Looks each value up in the field and attaches the found ones in one transaction."
      attachSegmentationValues(account_field_id: Int!, module_name: String!, item_id: Int!, values: [String!]!): SegmentationAttachResult!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        get_account_fields: operation({
          access: SEGMENTATION_ACCESS,
          args: accountFieldsArgs,
          resolve: (a, { db }) => store.listAccountFields(db, a.type),
        }),
        get_account_field_values: operation({
          access: SEGMENTATION_ACCESS,
          args: accountFieldValuesArgs,
          resolve: (a, { db }) => store.searchFieldValues(db, a.account_field_id, a.search, a.limit),
        }),
        get_account_field_value: operation({
          access: SEGMENTATION_ACCESS,
          args: accountFieldValueArgs,
          resolve: (a, { db }) => store.findFieldValue(db, a.account_field_id, a.value),
        }),
        get_segmentations: operation({
          access: SEGMENTATION_ACCESS,
          args: segmentationsArgs,
          resolve: async (a, { db, user }) => {
            store.assertSegmentationAccess(user, a.module_name);
            await assertSegmentedItem(db, a.module_name, a.item_id);
            return store.listSegmentations(db, a.module_name, a.item_id, a.account_field_id);
          },
        }),
      },
      Mutation: {
        createSegmentation: operation({
          access: SEGMENTATION_ACCESS,
          args: segmentationLinkArgs,
          resolve: (a, { db, user }) => {
            store.assertSegmentationAccess(user, a.account_module_name);
            return store.attachValue(db, user, a.account_field_value_id, a.account_module_name, a.item_id);
          },
        }),
        deleteSegmentation: operation({
          access: SEGMENTATION_ACCESS,
          args: segmentationLinkArgs,
          resolve: (a, { db, user }) => {
            store.assertSegmentationAccess(user, a.account_module_name);
            return store.detachValue(db, a.account_field_value_id, a.account_module_name, a.item_id);
          },
        }),
        deleteAllSegmentation: operation({
          access: SEGMENTATION_ACCESS,
          args: segmentedItemArgs,
          resolve: async (a, { db, user }) => {
            store.assertSegmentationAccess(user, a.module_name);
            await store.assertField(db, a.account_field_id);
            return store.detachAll(db, a.account_field_id, a.module_name, a.item_id);
          },
        }),
        attachSegmentationValues: operation({
          access: SEGMENTATION_ACCESS,
          args: segmentationValuesArgs,
          resolve: (a, { db, user }) => {
            store.assertSegmentationAccess(user, a.module_name);
            return store.attachValues(db, user, a.account_field_id, a.module_name, a.item_id, a.values);
          },
        }),
      },
    },
  ],
};
